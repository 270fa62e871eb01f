import type { LabelledMessage } from "./labelled-message";

// Street money changers, forex bureaus and remittance agents; writers: young Sani Abacha Street changer (Krio SMS), bureau manager (formal), US diaspora sender (long emails), old Fula changer via his son, market woman (heavy typos), police officer's wife (voice-to-text), student (long stories), Guinean trader (French mix)
export const DEVELOPMENT_HUNDRED_AND_TWENTY_FIFTH: LabelledMessage[] = [
  { message: "hello una gd mornin", intent: "greeting" },
  {
    message: "bo pls police charge me for fake dollar last week, dem release me on bail but court date na nex month. una de handle dis kin case?",
    intent: "area:criminal",
  },
  { message: "wetin be d dollar rate 2day for bank? de street rate don go up", intent: "off-topic" },
  {
    message:
      "good afternoon my husband is a police officer but this is about my brother he is a money change her at Sani Abacha Street the sea ID people took him this morning to the headquarters and they are still holding him please help",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, If a customer presents counterfeit US dollar notes at our bureau and we retain them, are we legally obliged to return them to the customer or must we surrender them to the police?",
    intent: "legal-question",
  },
  {
    message:
      "Good day. We are a licensed foreign exchange bureau in Freetown and wish to open a second branch in Bo. We require assistance with the Bank of Sierra Leone licensing requirements and amending our company registration.",
    intent: "area:business",
  },
  { message: "plese hlp me som boys com to my stal las nite say i owe dem dolla thy say thy go kil me if i no pay by frday i de fraid", intent: "safety" },
  { message: "Bonjour, le bureau est ouvert le samedi? I come from Conakry on Friday night, I want to pass Saturday morning", intent: "hours" },
  {
    message:
      "My father is an old Fula man who changed money at the Lumley roundabout for 30 years. He wants to write a will so his money and the small shop go to his children and his wives fairly. I am typing for him. Can your lawyers do this?",
    intent: "area:family",
  },
  {
    message:
      "So last year my uncle who works as a remittance agent in Kissy sold me a plot in Waterloo, I paid him in dollars through his bureau in three parts. Now another man came with a survey plan saying the land is his and he has been farming there since 2015. I have only the receipt from my uncle and no conveyance. I need a lawyer to check the title for me.",
    intent: "area:land",
  },
  {
    message:
      "can you help me write an essay on the effect of the black market exchange rate on inflation in Sierra Leone? its for my economics class due tomorrow",
    intent: "off-topic",
  },
  { message: "abeg police dem don hol my padi na Sani Abacha dem say e de sell fake dollar, dem put am na van now now, wetin we go do", intent: "urgent" },
  {
    message:
      "Hello, before I send any more money home I would like to know who I would be dealing with. How many lawyers does your chambers have, and are they all based in Freetown?",
    intent: "team",
  },
  {
    message:
      "We wish to have our standard remittance agency agreement with sub-agents reviewed. Several agents have failed to remit collections on time and our current contract does not address penalties.",
    intent: "area:contract",
  },
  {
    message:
      "Hi, I am in Atlanta and would like to set up a video consultation with one of your lawyers about money I sent to my sister through a remittance agent in Freetown that never got to her. What times work for you given the time difference?",
    intent: "booking",
  },
  {
    message:
      "Mon container de tissu est bloqué au Quay Queen Elizabeth, customs say the invoice value is wrong because I paid the supplier in cash dollars from changer. I need lawyer for the customs problem",
    intent: "area:shipping",
  },
  {
    message:
      "hello please am calling for my neighbour she is a money change or at Kissy road her husband beat her yesterday night because of the money she lost and today he's saying he will finish her she is hiding in my house now",
    intent: "safety",
  },
  { message: "bo na legal for change money pan street if u nor get licence? dem bureau people de say we all go jail", intent: "legal-question" },
  { message: "wer una ofis de? a de na big market", intent: "address" },
  {
    message:
      "Our bureau has a dispute with a correspondent remittance company in Accra over unreconciled transfers of about USD 40,000. Both parties prefer to avoid litigation. Do you handle arbitration or mediation of this kind?",
    intent: "area:arbitration",
  },
  {
    message: "My father asks: which is the best way to tell a fake 100 dollar note from a real one? He says the new ones are hard to check with his eyes now.",
    intent: "off-topic",
  },
  {
    message: "dem tek my son to polis stashon dem se e tif moni na di bureau wey e de wok, since yestaday e de insay cell, a no get moni fo bail",
    intent: "urgent",
  },
  {
    message:
      "Okay so my friend and I were changing leones to dollars for our school trip and the guy on the street gave us notes that turned out to be fake. When we went back to complain, he reported US to the police saying we were the ones printing them. Now we have been invited to CID on Monday for questioning. We are scared and we need a criminal lawyer to go with us.",
    intent: "area:criminal",
  },
  { message: "Vous faites quel type de travail? You do all kind of case or only court case?", intent: "services" },
  { message: "Good evening from Maryland, USA.", intent: "greeting" },
  {
    message:
      "I sent $2,500 through a remittance agent on Sani Abacha Street who has a cousin here in Philadelphia. The money never arrived and the agent now says it was 'seized by the bank'. He offers to return only half. Is he legally required to refund the full amount, and can I sue him from the US?",
    intent: "legal-question",
  },
  {
    message: "Kindly schedule an appointment for our managing director with the partner responsible for business law, preferably on Wednesday afternoon.",
    intent: "booking",
  },
  {
    message: "my husbn de chang moni at  Ecowas stret, e don lef mi wit 3 pikin e no de giv us notin fo eat. a wan mek court fos am fo pay fo di pikin dem",
    intent: "area:family",
  },
  { message: "una numba pls, a wan call", intent: "phone" },
  {
    message:
      "Urgent svp! Mon frère est arrêté par la police à Kambia border since last night, they say his dollars are fake, they don't let him go. Il faut un avocat maintenant",
    intent: "urgent",
  },
  {
    message:
      "Me and two of my classmates want to register a small mobile money and remittance business after graduation. We have no idea how to register the company or how to split the shares between us. Can your firm do the registration for us?",
    intent: "area:business",
  },
  { message: "bo dem man dem wey tif we moni las wik don com bak, dem de wait me na junction wit cutlass, a de hide na shop now", intent: "safety" },
  { message: "can you tell me the closest Western Union that is open on Sunday in Wellington", intent: "off-topic" },
  { message: "what time does your office close today I want to come after my husband finishes duty", intent: "hours" },
  {
    message:
      "My father bought land at Hastings in 1998 with his savings from money changing. His papers were lost in the fire at his house. He wants a lawyer to do a search and get a new title deed.",
    intent: "area:land",
  },
  { message: "tenki ya god bles una", intent: "thanks" },
  {
    message:
      "I hired a bureau in Freetown under a written agreement to pay my workers' salaries from my US account each month. They have stopped paying for two months and keep making excuses. I want someone to enforce the contract.",
    intent: "area:contract",
  },
  { message: "How much do you charge for a first consultation? I'm a student so I don't have much", intent: "knowledge:Fees" },
  {
    message:
      "My father asks if the police can keep the dollars they took from his table as evidence for a year even though they never charged him. Does he have the right to get them back?",
    intent: "legal-question",
  },
  {
    message:
      "I shipped a 40ft container of used cars and household goods from Baltimore to Freetown. The clearing agent I paid through a remittance agent says the money never came and the container is now at Queen Elizabeth II Quay piling up demurrage. Do you handle shipping matters like this?",
    intent: "area:shipping",
  },
  { message: "do you have a woman lawyer there I would prefer to talk to a lady", intent: "team" },
  {
    message:
      "Mon partenaire guinéen et moi on a un problème d'argent, he say I owe him 80 million leones from our exchange business. We agree to go to arbitration not court. Vous faites l'arbitrage?",
    intent: "area:arbitration",
  },
  { message: "Please advise on the current Bank of Sierra Leone official mid-rate for USD and GBP.", intent: "off-topic" },
  {
    message:
      "My father, 71 years old, was picked up by soldiers at the Gbalamuya crossing point this morning with his bag of Guinean francs. They are keeping him at the checkpoint and will not let us see him.",
    intent: "urgent",
  },
  { message: "Please provide all available channels for contacting your chambers, including telephone, email and physical address.", intent: "contact" },
  { message: "Will I be able to park a rental car near your office when I visit in December?", intent: "knowledge:Parking" },
  { message: "My father wants to know what kinds of problems your office helps people with.", intent: "services" },
  { message: "a wan si lawya wensde mornin fo mi problem pls put mi nem", intent: "booking" },
  { message: "what's your email? I want to send you the screenshots of the chats", intent: "email" },
  {
    message:
      "There's a crowd outside the bureau where I work part-time, they are shouting that we are thieves because the manager ran away with their money. They're banging on the door and I'm locked inside with another girl. What do I do",
    intent: "safety",
  },
  { message: "una de open sunday? a de wok all wik", intent: "hours" },
  {
    message:
      "I'm a Sierra Leonean living in Houston and I want to invest in a licensed forex bureau with my cousin in Freetown. I need help drawing up a proper shareholders agreement so my money is protected and I have a say in how it's run.",
    intent: "area:business",
  },
  {
    message:
      "Please please my roommate was just taken by two policemen from our hostel at Mount Aureol, they said he exchanged fake dollars at a bureau in town. They put him in a keke and went toward Congo Cross station. What can we do right now",
    intent: "urgent",
  },
  { message: "how mach fo chanj 100 dolla to leone tide", intent: "off-topic" },
  {
    message:
      "One of our tellers has been charged with conspiracy and fraud following the discovery of counterfeit notes in our vault. She is currently on bail. We wish to retain counsel for her defence at the Magistrate Court.",
    intent: "area:criminal",
  },
  { message: "if pesin gi mi fek dolla an a no no, polis go arest mi? a don tek am las wik", intent: "legal-question" },
  {
    message:
      "Les gens du marché disent que je suis voleur, they want to beat me because a man gave me fake note and I pay them with it. I am hiding at a shop at Dove Cot, they are outside",
    intent: "safety",
  },
  {
    message:
      "hello I'm calling about my sister her husband was a money changer and he died last month now his brothers have taken his shop and the dollars he kept at home and they're saying my sister and the children get nothing we need help with the inheritance",
    intent: "area:family",
  },
  { message: "Combien d'avocats dans le cabinet? C'est des hommes ou des femmes?", intent: "team" },
  {
    message:
      "We are financing a client's import of rice via a letter of credit. The vessel has arrived at Queen Elizabeth II Quay but the charterer is refusing to discharge the cargo pending additional freight. We require advice on the charter party.",
    intent: "area:shipping",
  },
  {
    message:
      "Please, I want to book an appointment for my father to see a lawyer. He is old and can only come in the morning. I will come with him to translate from Fula.",
    intent: "booking",
  },
  { message: "bo una get any wok for me? i sabi count moni fas fas, a wan lef street", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, Over the past six years I have been sending money home through a remittance agent to my brother-in-law to buy land and build a house in Goderich. I recently learned that the land is registered in his own name and not mine. I have all the transfer receipts. I need a lawyer to investigate the title and help me recover the property.",
    intent: "area:land",
  },
  { message: "plis a get problm", intent: "unknown" },
  {
    message:
      "they came to our house this morning and carried my husband's younger brother he is a forex man they said the Oga at the bureau accused him now they are keeping him at East police since 7 in the morning please what do we do",
    intent: "urgent",
  },
  {
    message:
      "Is a bureau de change permitted under Sierra Leonean law to decline to sell foreign currency to a customer who cannot provide identification, and what penalty applies if we proceed without ID?",
    intent: "legal-question",
  },
  {
    message: "bo a bin sign paper wit one bureau oga say e go pay me every month fo sell dollar fo am, now 3 mont e no pay. a wan lawya fo dis contract",
    intent: "area:contract",
  },
  { message: "Hi, just curious, what does your law firm actually do? Is it only for rich people and companies?", intent: "services" },
  { message: "Does anyone at your office speak Fula? My father's Krio is not so good.", intent: "knowledge:Languages spoken" },
  {
    message:
      "My former business partner and I ran a remittance service between Newark and Freetown. Our partnership agreement has an arbitration clause. He has refused to account for about $18,000. I'd like to start arbitration proceedings. Can your firm represent me?",
    intent: "area:arbitration",
  },
  { message: "dem de treten mi fo mi shop bikos a no gri fo gi dem protekshon moni, yestade dem bit mi broda, a fred fo go market tumara", intent: "safety" },
  { message: "what's the difference between a bureau de change and a bank? need it for a presentation lol", intent: "off-topic" },
  { message: "Où se trouve votre bureau exactement? Near which place, I don't know Freetown well", intent: "address" },
  {
    message:
      "My father was charged last year for dealing in foreign currency without a licence. The case is still going on at the magistrate court in Kenema. He needs a good lawyer to defend him at the next hearing.",
    intent: "area:criminal",
  },
  { message: "Ibrahim Jalloh na una lawyer? pipul de say e sabi police case bad", intent: "attorney:Ibrahim Jalloh" },
  { message: "What are your office hours in Freetown time? I'm on Eastern Time so I need to figure out when to call.", intent: "hours" },
  {
    message: "Mon cousin est gardé à la station de Lumley depuis hier soir, on l'accuse de faux dollars. Il n'a pas mangé. Please send lawyer",
    intent: "urgent",
  },
  { message: "Thank you for the prompt response. It is much appreciated.", intent: "thanks" },
  {
    message:
      "So I bought $200 from a guy on Sani Abacha Street to pay my visa fee and the embassy said two of the notes were fake. I went back and he denied it was him. I know his face and his stall. If I report him, could I also get in trouble because I bought dollars on the street?",
    intent: "legal-question",
  },
  { message: "a wan rejista mi smol bisnes fo chanj moni, a no sabi how fo du am, una go hep mi", intent: "area:business" },
  { message: "Je veux un rendez-vous avec un avocat cette semaine, jeudi c'est possible?", intent: "booking" },
  { message: "how do i send money to my son in Bo with orange money", intent: "off-topic" },
  {
    message:
      "My parents are divorcing and my dad who runs a bureau de change says he will not pay anything for my school fees anymore. My mum wants to take him to court for maintenance. Can your lawyers help her?",
    intent: "area:family",
  },
  { message: "Could you give me your WhatsApp number? It's much cheaper for me to call from the US that way.", intent: "phone" },
  { message: "What documents should our directors bring to the initial consultation regarding the licence renewal?", intent: "knowledge:What to bring" },
  {
    message:
      "J'ai envoyé des marchandises par bateau de Conakry à Freetown, the ship owner say cargo is damaged and he won't pay. I have bill of lading. You do shipping case?",
    intent: "area:shipping",
  },
  { message: "how many lawya una get dey?", intent: "team" },
  {
    message:
      "please help my husband's colleague said some men followed my husband's cousin from the bureau with knives and they are now standing outside her gate shouting her name she is alone with the children",
    intent: "safety",
  },
  { message: "mi brodas dem wan sel mi papa lan na Waterloo wey a de liv, a wan lawya fo stop dem", intent: "area:land" },
  {
    message:
      "My father just called me. The police at the Kenema checkpoint have taken him out of the poda poda and are holding him with all his money. They say he must pay or he will sleep in the cell tonight.",
    intent: "urgent",
  },
  { message: "how do I reach you guys? like is there a way other than coming in person", intent: "contact" },
  {
    message:
      "If my remittance agent in Freetown lost my money because his partner ran with the float, is the agent still personally responsible to me, or do I have to go after the partner?",
    intent: "legal-question",
  },
  { message: "My father wants to know if it is better to keep his savings in dollars or in leones this year.", intent: "off-topic" },
  {
    message:
      "I worked as a cashier at a bureau for 8 months and they sacked me without notice and are refusing to pay my last two months salary. They say I owe them for a shortage that wasn't my fault. Can your firm help with my employment dispute?",
    intent: "area:contract",
  },
  { message: "Please what is your email address? I will send my father's documents from my phone.", intent: "email" },
  { message: "I'll be in Freetown from January 5th to 20th. Could I book a meeting with a lawyer during that period?", intent: "booking" },
  { message: "Bonsoir", intent: "greeting" },
  { message: "me an my padi get palava fo di shop moni, we nor wan go court, we wan pipul fo sidom settle am. una de do dat?", intent: "area:arbitration" },
  { message: "what kind of case do you people take my husband says you are for business people only is that true", intent: "services" },
  { message: "polis dem kam na mi stal nau nau dem de tek mi pikin, dem se e gi kostoma fek dolla, plis kam", intent: "urgent" },
  {
    message: "bo police don investigate me fo 2 wik say a bin buy tif dollar, dem nor arrest me but dem say dem go charge me. a wan lawya before dem kam",
    intent: "area:criminal",
  },
  { message: "Quel est le taux du franc guinéen contre le leone aujourd'hui?", intent: "off-topic" },
  {
    message:
      "I just got a call from my mother in Freetown. The police came to the house an hour ago and took my younger brother, the remittance agent I use. They say he is being held at Central police. I'm in Dallas. Please, can someone go to him today?",
    intent: "urgent",
  },
  {
    message:
      "I'm writing this from my friend's room. The guy I reported for selling fake dollars found out where I live and he and his boys came to our compound last night saying they will deal with me. My landlord says they were carrying sticks. I'm really scared to go back there.",
    intent: "safety",
  },
  {
    message:
      "my husband is a police officer and he says if a money changer is caught with fake notes the police can keep his whole table money is that what the law says",
    intent: "legal-question",
  },
  {
    message:
      "My late father ran a bureau in Freetown and left a will naming me executor, but I live in Minnesota. My stepmother has taken over the business and refuses to show anyone the will. I need a lawyer to help with probate and the estate.",
    intent: "area:family",
  },
  { message: "una de opn tide? a wan kam 4 oclok", intent: "hours" },
  { message: "Could you provide a brief overview of your legal team and their respective specialisations?", intent: "team" },
  {
    message:
      "My father and two other Fula changers want to join together and open a proper bureau with a licence from the Bank. They want a company with shares for all three. He asks if you can do the papers.",
    intent: "area:business",
  },
  { message: "a wan mit una lawya 2moro pls, wat time a fit kam", intent: "booking", also: ["hours"] },
  { message: "we sai a fit by gud gud rais chip na tong", intent: "off-topic" },
  {
    message:
      "J'ai un contrat avec un fournisseur à Freetown pour 200 sacs de ciment, I paid half in dollars through changer, he don't deliver. I want to force him to respect the contract",
    intent: "area:contract",
  },
  { message: "dem don lock my broda insai cell na Eastern police sinse yestadey, dem nor gi am food, dem say na e rob di bureau", intent: "urgent" },
  { message: "hmm ok so like", intent: "unknown" },
  {
    message:
      "We act for an importer whose consignment of electronics was found short-landed at Queen Elizabeth II Quay. The shipping line denies liability. Does your firm handle cargo claims?",
    intent: "area:shipping",
  },
  { message: "Is Christiana Thomas still at your firm? My cousin said she's really good with employment stuff.", intent: "attorney:Christiana Thomas" },
  {
    message:
      "My father was robbed at his table in Kissy yesterday and the same young men now come every night to the house saying they will come back to finish the job. He is old and cannot sleep. We are afraid for his life.",
    intent: "safety",
  },
  {
    message:
      "Should a bureau be found to have unknowingly sold counterfeit notes to a customer, would the bureau be criminally liable or merely civilly liable to refund the customer?",
    intent: "legal-question",
  },
  {
    message:
      "J'ai acheté un terrain à Lungi avec mes économies, the seller sell the same land to another man. J'ai le papier du chef. I need lawyer for this land",
    intent: "area:land",
  },
  { message: "Thank you so much, this has been very helpful. I'll follow up by email.", intent: "thanks" },
  {
    message:
      "We have received an arbitral award in our favour against a former remittance partner in Ghana. We need assistance enforcing the award in Sierra Leone.",
    intent: "area:arbitration",
  },
  { message: "do you know any good scholarship for studying in the US? my uncle who sends money from there says I should apply", intent: "off-topic" },
  {
    message:
      "my husband's cousin was carried by the soldiers to the Wilberforce barracks since yesterday they said he changed money for some wrong people nobody is telling us anything please help me",
    intent: "urgent",
  },
  { message: "wetin una de du na una ofis, una de tek ol kin kes?", intent: "services" },
  { message: "Votre numéro de téléphone s'il vous plaît", intent: "phone" },
  {
    message:
      "My nephew in Freetown was charged with receiving stolen money after the bureau he worked at was robbed. He's out on bail but the trial starts next month. I'm paying for his defence from the US and want to hire your firm.",
    intent: "area:criminal",
  },
  { message: "Can I come in on Friday to talk to a lawyer about my case? I have a lecture in the morning so afternoon would be better", intent: "booking" },
  {
    message: "if my partna run wit di float moni an e lef me wit di debt, di customer dem get right fo tek me shop? a nor sign notin",
    intent: "legal-question",
  },
  { message: "Assalamu alaikum. I am writing for my father.", intent: "greeting" },
  { message: "mi man dem tel mi se e go tek di pikin dem go Guinea bikos a no gi am moni fo e bisnes, a wan kip mi pikin dem", intent: "area:family" },
  { message: "Which money transfer app has the lowest fees for sending to Sierra Leone from the US?", intent: "off-topic" },
  { message: "Please where is your office? My father will come by okada from Lumley.", intent: "address" },
  { message: "are you guys open on public holidays? like next Monday", intent: "hours" },
  {
    message:
      "Two of our cashiers were arrested at our Wellington branch about thirty minutes ago by officers from the Transnational Organised Crime Unit. They are presently being held. We require a lawyer to attend immediately.",
    intent: "urgent",
  },
  {
    message: "Je veux ouvrir une société à Freetown pour import-export et change de devises. I am Guinean, I need help to register it.",
    intent: "area:business",
  },
  { message: "una get woman lawya? a no wan tok to man", intent: "team" },
  { message: "how much una de charge? a nor get big moni o", intent: "knowledge:Fees" },
  { message: "mi neba de bit mi nau nau bikos a no gi am di moni wey e bin len mi, e get stik, a de run", intent: "safety" },
  {
    message:
      "I'm looking to buy a small plot in Freetown to build a house for my parents, paying from the US. I need a lawyer to do a title search and handle the conveyancing so I don't get scammed like my friend did.",
    intent: "area:land",
  },
  { message: "hau a fit ges una, a no get imel", intent: "contact" },
  { message: "bo who win di match las nite, Kallon or East End Lions?", intent: "off-topic" },
  {
    message: "Can the landlord lock the bureau shop because the owner owes rent, even though I'm just an employee and my own money and phone are inside?",
    intent: "legal-question",
  },
  {
    message:
      "We intend to engage a cash-in-transit company to move funds between our branches and require a service contract drafted with robust liability clauses.",
    intent: "area:contract",
  },
  { message: "What's the best email address to send documents to for a consultation?", intent: "email" },
  {
    message:
      "My father sent dried fish and kola to Banjul by ship. The boat owner is holding the goods in the port and saying we must pay more. My father wants a lawyer for this.",
    intent: "area:shipping",
  },
  { message: "ok I'll go now, bye", intent: "goodbye" },
  { message: "dem kech mi sista na Lumley bich na di moni chenj, polis dem tek am go stashon nau, a no sabi wetin fo du, plis", intent: "urgent" },
  { message: "I would like to make an appointment for my brother in law with the criminal lawyer for next week he is on bail", intent: "booking" },
  { message: "Could you tell me what types of legal services you offer to clients living abroad?", intent: "services" },
  { message: "di chenj man wey hol mi moni se mek wi go si mediator, a gri. una du dat kin tin?", intent: "area:arbitration" },
  {
    message:
      "My sister in Freetown runs a small forex stall. Since she reported the agent who stole my money, his people have been calling her every night threatening to burn her stall and hurt her kids. She is terrified. Please, what can be done to protect her?",
    intent: "safety",
  },
  { message: "bo a wan get licence fo open bureau propa, nor more street. una fit hep me wit di paper dem fo Bank?", intent: "area:business" },
  { message: "What time do you open in the morning? My father prays early and wants to come straight after.", intent: "hours" },
  { message: "what is the recipe for cassava leaf with palm oil my husband likes it the tem knee way", intent: "off-topic" },
  {
    message:
      "Hi sorry to bother, my cousin works at a forex bureau on Rawdon Street and the police just raided it and took everyone inside including her, like 20 minutes ago. We don't know which station. Can a lawyer help find her?",
    intent: "urgent",
  },
  {
    message: "Si la police prend mes francs guinéens à la frontière sans papier, est-ce qu'ils ont le droit? They give me no receipt",
    intent: "legal-question",
  },
  { message: "my wife wan divorce me bikos a lost all we moni wen dem rob me table, a nor wan lose me pikin dem. a need lawya", intent: "area:family" },
  {
    message: "We would like to arrange a meeting with your arbitration partner at the earliest convenience to discuss a dispute with a correspondent bank.",
    intent: "booking",
  },
  {
    message:
      "hello I'm calling about our family land in Port Loko my husband's uncle who is a money changer took the land papers and he is trying to sell the land without asking the family we want a lawyer to stop the sale",
    intent: "area:land",
  },
  { message: "My father wants to know if you have a Muslim lawyer or a Fula lawyer in your team.", intent: "team" },
  {
    message:
      "Mon fils est accusé de vol dans le bureau de change où il travaille, le procès commence bientôt à Freetown. He is free on bail. Vous pouvez le défendre?",
    intent: "area:criminal",
  },
  { message: "Do you know of any reliable counterfeit note detector machines available for purchase in Freetown?", intent: "off-topic" },
  {
    message:
      "URGENT. My remittance agent's wife just messaged me that he was arrested at the airport in Lungi this afternoon while carrying my money for my family and he's being held there. I want to get him a lawyer now.",
    intent: "urgent",
  },
  { message: "a bin gi wan man moni fo bring mi gud dem fo Guinea, wi sain paypa, e no bring notin. a wan lawya fo di kontrak", intent: "area:contract" },
  {
    message:
      "I gave an agent power of attorney to collect my rent in Freetown and change it into dollars to send me. He's been keeping half. Am I allowed to revoke the power of attorney from the US, and will I be able to get back what he kept?",
    intent: "legal-question",
  },
  { message: "??", intent: "unknown" },
  {
    message:
      "My dad imports used tyres and his shipment was seized by customs at the Queen Elizabeth II Quay because they say the money he paid the supplier came from an unlicensed changer. He asked me to find a shipping lawyer since he doesn't use the internet.",
    intent: "area:shipping",
  },
  { message: "Is there designated parking for visitors at your chambers, or should our driver drop us off?", intent: "knowledge:Parking" },
  { message: "bo some man dem kam me table now say a tif dem moni, dem don begin beat me, pipul de gather, abeg", intent: "safety" },
  {
    message:
      "My father and his old partner from Labe have a quarrel over money they shared 10 years ago. The elders tried but failed. Now both agree to mediation by a lawyer. Can you do this?",
    intent: "area:arbitration",
  },
  { message: "gi mi una fon nomba", intent: "phone" },
  {
    message: "La police a arrêté mon oncle au marché de Dove Cot ce matin, il est à la station maintenant. Il ne parle pas bien anglais. Aidez-nous",
    intent: "urgent",
  },
  { message: "Hey, can I get a consultation next Tuesday? Just need someone to look at my situation", intent: "booking" },
  {
    message:
      "I want to set up a legitimate money transfer company between the US and Sierra Leone. I need help on the Sierra Leone side with company registration, the Bank of Sierra Leone requirements and opening a corporate bank account.",
    intent: "area:business",
  },
  { message: "una de tok krio? a no sabi inglis fayn", intent: "knowledge:Languages spoken" },
  { message: "bo how a fit load credit fo africell wit me orange money", intent: "off-topic" },
  {
    message: "We intend to lease a ground-floor shop on Siaka Stevens Street for a new branch. Kindly review the lease and confirm the landlord's title.",
    intent: "area:land",
  },
  { message: "a bin gi mi moni to chenj man fo kip, nau e se di moni lost. e fo pe mi bak? la se wetin?", intent: "legal-question" },
  { message: "Donnez-moi votre adresse email, je vais envoyer les documents", intent: "email" },
  { message: "Is Mr Abdul Rahman Sesay the partner responsible for banking and foreign exchange matters?", intent: "attorney:Abdul Rahman Sesay" },
  {
    message:
      "My father's brother died. He was a money changer in Bo. His wives are fighting over his money and the house. My father is the eldest and wants a lawyer to help share things according to law.",
    intent: "area:family",
  },
  { message: "Vous fermez à quelle heure le vendredi? Because of prayer", intent: "hours" },
  { message: "helo", intent: "greeting" },
  {
    message:
      "please my son was taken to the Ross Road police station by some officers my husband does not know and he was not even doing anything he was just standing near the money changers the whole night he has been there",
    intent: "urgent",
  },
  { message: "What's the best way to contact the firm from overseas? Phone, WhatsApp, email? I want to know all my options.", intent: "contact" },
  { message: "dem se mi pikin gi fek dolla, kot de na tusde, e no de cel, e de na os. a wan lawya fo tok fo am na kot", intent: "area:criminal" },
  { message: "lol random but can you convert 5000 naira to leones for me", intent: "off-topic" },
  {
    message: "What documents should I bring to my first meeting? I have bank statements, Western Union receipts, and WhatsApp screenshots from the agent.",
    intent: "knowledge:What to bring",
  },
  { message: "una de do ol kin case o na only big company?", intent: "services" },
  {
    message:
      "My father asks: if a changer gives a customer too little money by mistake and the customer comes back after one week, must he pay? He wants to know what the law says.",
    intent: "legal-question",
  },
  {
    message:
      "I entered into a written agreement with a bureau to exchange and deliver $30,000 to my contractor in Freetown in monthly tranches. They delivered two then stopped. I want legal action to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Merci beaucoup, vous êtes gentil", intent: "thanks" },
  {
    message:
      "There's a man following me since I left the bureau with my tuition money, he's been behind me for like 3 streets and my friend says he's one of the guys who robbed a student last week. I'm scared",
    intent: "safety",
  },
  {
    message:
      "bo my oga ship container from China, e pay di shipping company wit dollar a change, now dem say dem nor receive moni an dem hol di container na quay. una de do shipping case?",
    intent: "area:shipping",
  },
  { message: "a wan si lawya tumara, a go kam mi wit mi pikin", intent: "booking" },
  { message: "My father wants to know which day the Bank of Sierra Leone publishes the new rates.", intent: "off-topic" },
  {
    message:
      "My uncle and his business partner have an exchange bureau and they've been fighting over the profits for months. They both signed an agreement saying disputes go to arbitration. He asked me to find a firm that does arbitration.",
    intent: "area:arbitration",
  },
  { message: "Where exactly is your office located? I'm sending my brother to drop off some documents.", intent: "address" },
  { message: "ok a de go, bye bye", intent: "goodbye" },
  {
    message:
      "Please my father is right now in the cell at Kissy police. They came to his table at noon and took him and the money. He is diabetic and has no medicine.",
    intent: "urgent",
  },
  {
    message: "bo a don save moni fo 3 year from changing, a buy lan na Kossoh Town but di man nor gi me conveyance. a wan lawya fo check am",
    intent: "area:land",
  },
  {
    message:
      "Our branch manager at Makeni was detained by police last night following a customer complaint and remains in custody this morning. We request immediate legal representation.",
    intent: "urgent",
  },
  { message: "Can you recommend a good hotel near Lumley beach for my trip in December?", intent: "off-topic" },
  {
    message: "If I lend my student ID to a friend so he can change money at a bureau and it turns out he used fake notes, can they charge me too?",
    intent: "legal-question",
  },
  { message: "Please confirm whether your chambers operate on Saturdays.", intent: "hours" },
  {
    message:
      "my husband's friend is a money changer and he was charged in court for money laundry ring he has been released on bail but he needs a proper lawyer for the trial my husband said I should ask you",
    intent: "area:criminal",
  },
  {
    message:
      "Des hommes sont venus chez moi ce soir, they say I must give back money my partner took, they have knife, they say they will come back tonight. J'ai peur pour ma famille",
    intent: "safety",
  },
  {
    message:
      "My aunt runs a remittance kiosk and wants to turn it into a registered company and bring in an investor. She asked me to find out if your firm handles company stuff like shareholders and that.",
    intent: "area:business",
  },
  { message: "Do any of your lawyers have experience with clients in the diaspora? How big is your team?", intent: "team" },
  {
    message:
      "Ma femme est sierra-léonaise, we want divorce. J'habite à Conakry, elle à Freetown avec les enfants. I need lawyer for the divorce and the children",
    intent: "area:family",
  },
  { message: "pls book me wit lawyer fo friday mornin", intent: "booking" },
  { message: "wich nomba a fo kol fo mi orenj moni wey blok", intent: "off-topic" },
  {
    message:
      "They have locked my father in the cell at Bo central police since Tuesday. They say his Guinean francs are stolen. He has not seen any lawyer. Please send someone.",
    intent: "urgent",
  },
  {
    message:
      "My father lent a trader 50 million leones with a written agreement to pay back in six months. The trader now refuses. My father wants to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Can you give me an idea of your fees for a case like mine? And do you accept payment in installments from abroad?", intent: "knowledge:Fees" },
  {
    message:
      "please I'm at the market the crowd is surrounding one money change a boy they're saying he gave fake notes they're beating him they will kill him is anyone there",
    intent: "safety",
  },
  {
    message:
      "Are bureaux de change in Sierra Leone obliged to report cash transactions above a certain threshold to the Financial Intelligence Unit, and what are the consequences of failing to do so?",
    intent: "legal-question",
  },
  {
    message:
      "My cousin's small cargo boat was detained at the Queen Elizabeth II Quay because the charterer didn't pay port dues. I'm a co-owner from the US. We need a shipping lawyer to get the vessel released.",
    intent: "area:shipping",
  },
  { message: "about the thing from yesterday", intent: "unknown" },
  {
    message: "Nous avons une sentence arbitrale de Conakry contre un commerçant de Freetown, how we enforce it here? Vous faites ça?",
    intent: "area:arbitration",
  },
  { message: "what's a good name for a forex business? brainstorming for my entrepreneurship class", intent: "off-topic" },
  { message: "wich side una ofis de, close to cotton tree?", intent: "address" },
  { message: "polis de put mi broda insai van nau fo di moni palava, plis hep", intent: "urgent" },
  {
    message: "My father wants to lease his shop near the lorry park to a young changer for five years. He needs a lawyer to write the lease properly.",
    intent: "area:land",
  },
  { message: "Good morning.", intent: "greeting" },
  { message: "is there parking near your office? my dad will drive me", intent: "knowledge:Parking" },
  {
    message: "bo dem charge me fo robbery bikos a bin de near when dem rob di bureau, nor bin me. court na nex wik, a nor get lawyer",
    intent: "area:criminal",
  },
  {
    message: "Under Sierra Leone law, how long do I have to bring a claim against the agent who lost my remittance? It happened in 2019.",
    intent: "legal-question",
  },
  { message: "Je voudrais voir un avocat pour mon problème de frontière, on peut fixer un rendez-vous?", intent: "booking" },
  { message: "My mother will attend the meeting for me and she only speaks Mende. Does anyone there speak Mende?", intent: "knowledge:Languages spoken" },
  { message: "a sain paypa fo sel mi fis to one wuman, e pe mi wit fek dolla, nau e no wan pe mi tru moni", intent: "area:contract" },
  { message: "Could you recommend a reliable cash-in-transit company in Freetown?", intent: "off-topic" },
  {
    message:
      "My friend called me crying, she's at the Congo Cross police station and they're not letting her leave, they took her phone after that. It's about the money she exchanged for her dad. What do I do?",
    intent: "urgent",
  },
  { message: "a fit kam afta 5 oklok?", intent: "hours" },
  { message: "Qu'est-ce que vous faites comme cabinet? Vous aidez les étrangers aussi?", intent: "services" },
  {
    message:
      "We are considering a merger with another licensed bureau. We require advice on due diligence, share valuation and the regulatory approvals needed.",
    intent: "area:business",
  },
  { message: "My father says thank you very much and may God reward you.", intent: "thanks" },
  { message: "if mi man dai, im broda dem fit tek di moni wey e bin de kip na di bureau?", intent: "legal-question" },
  {
    message: "My grandmother wants to adopt my cousin whose parents both died. His dad was a money changer. She needs help with the adoption process.",
    intent: "area:family",
  },
  { message: "Kindly provide a direct telephone line for your business law department.", intent: "phone" },
  {
    message:
      "My brother in Freetown has been hiding since the men he owes from the remittance business beat him last week. They keep calling and saying they know where he's staying. He's afraid to go out. I'm desperate for help from here.",
    intent: "safety",
  },
  { message: "how can I contact you people if I don't have WhatsApp", intent: "contact" },
  { message: "mi gud dem fo Lagos kam na bot, wen dem land na kwe dem se half lost, di bot pipul no wan pe", intent: "area:shipping" },
  {
    message:
      "Mon mari est retenu par les douaniers à Gbalamuya depuis ce matin, they take him inside office and close the door, they want money. Please urgent",
    intent: "urgent",
  },
  { message: "My father wants to know the price of a bag of rice in Guinea now.", intent: "off-topic" },
  { message: "I'd like to schedule a phone consultation for next week. Tuesday or Wednesday, any time after 2pm your time works for me.", intent: "booking" },
  { message: "wat paper a fo carry wen a kam?", intent: "knowledge:What to bring" },
  { message: "una get imel? mi pikin go rait", intent: "email" },
  {
    message:
      "The remittance company I used has offered to settle our dispute through mediation rather than court. I'd like a lawyer to represent me in that mediation.",
    intent: "area:arbitration",
  },
  { message: "That will be all for now. Good day.", intent: "goodbye" },
  { message: "bo me oga at di bureau nor gi me contract paper, now e say a nor be worker, e nor go pay me. a wan lawyer fo dis", intent: "area:contract" },
  {
    message:
      "Please help. My wife's brother, who is my remittance agent in Freetown, was arrested an hour ago at his shop. His wife says they're taking him to CID headquarters. I'm in New Jersey and can pay for a lawyer immediately.",
    intent: "urgent",
  },
  { message: "bo which phone get di best camera under 1 million leones", intent: "off-topic" },
  {
    message:
      "My father sold his dollars to a man who paid with a cheque that bounced. He asks: can the police arrest the man for this or is it only a case for court?",
    intent: "legal-question",
  },
  {
    message:
      "On behalf of a staff member: her husband, who is abroad, has stopped sending maintenance for their two children. She would like to pursue a maintenance order. Is this within your practice?",
    intent: "area:family",
  },
  { message: "di man wey mi gi di moni fo sen to mi pikin na Amerika e se if a tok to polis e go kil mi. e de kam na mi stal evri de", intent: "safety" },
  { message: "What time do you guys close on Fridays? I finish class at 3", intent: "hours" },
  {
    message:
      "Mon ami a acheté une maison à Freetown pour moi, but now he put the title in his name. J'ai envoyé l'argent. I need lawyer to take back the house",
    intent: "area:land",
  },
  {
    message: "I read about Adama Koroma on your site. Does Adama Koroma handle international commercial arbitration involving parties in the US?",
    intent: "attorney:Adama Koroma",
  },
  { message: "Combien coûte un billet de bus de Freetown à Conakry?", intent: "off-topic" },
  { message: "mi an tu wumen wi wan opin kompani fo chenj moni an sel gud, hau wi go rejista?", intent: "area:business" },
  { message: "Please can my father see the land lawyer on Monday? He will come with his documents.", intent: "booking" },
  { message: "bo dem hol me na police station, a de text from me padi phone, dem say a must pay 2 million or dem go send me Pademba. help", intent: "urgent" },
  {
    message:
      "My older brother is in the middle of a trial for forgery. They say he made fake dollar notes but he just runs a printing shop. He's on bail. His current lawyer stopped showing up. Can your firm take over?",
    intent: "area:criminal",
  },
  { message: "C'est combien pour un avocat? On peut payer en francs guinéens?", intent: "knowledge:Fees" },
  { message: "How many of your lawyers are women?", intent: "team" },
  {
    message:
      "my husband's uncle has a fishing boat and the port people at the key seized it because of some money issue with the charterer now he wants a lawyer for the ship case",
    intent: "area:shipping",
  },
  { message: "bo if police tek me moni an nor gi receipt, a fit sue dem?", intent: "legal-question" },
  { message: "What's the best time of year to visit Freetown? Thinking about coming home to sort out my money issues in person.", intent: "off-topic" },
  {
    message:
      "A customer has challenged our arbitration clause and filed suit in the High Court. We wish to apply for a stay of proceedings in favour of arbitration.",
    intent: "area:arbitration",
  },
  { message: "polis dem kam na mi os nau wit gon, dem de tek mi man se e chenj tif moni, dem de put am na moto", intent: "urgent" },
  {
    message:
      "OK so the guy my dad owes money to from the bureau thing came to our house with three other men and they broke the window. My dad isn't here and they said they'll be back tonight for him. My mum and me are alone with my little sisters.",
    intent: "safety",
  },
  { message: "Kindly furnish us with a summary of the practice areas covered by your chambers.", intent: "services" },
  {
    message:
      "I signed an agreement with a money transfer agent to act as my exclusive payout partner in Bo. He has been using my float for his own business. I want a lawyer to review the agreement and terminate it properly.",
    intent: "area:contract",
  },
  {
    message: "me papa die las year, e bin get bureau na town. me uncle dem tek ol. me an me sista nor get notin. a wan lawya fo di inheritance",
    intent: "area:family",
  },
  { message: "My father asks how people can contact your office, he doesn't use email.", intent: "contact" },
  { message: "My father asks if your office is open during Ramadan with the same times.", intent: "hours" },
  { message: "hi hi! hope you're having a good day", intent: "greeting" },
  { message: "where can I park my car when I come is there space near the office", intent: "knowledge:Parking" },
  { message: "hau fo mek ginja bia fo sel na maket", intent: "off-topic" },
  {
    message: "Si mon partenaire part avec l'argent de la caisse, est-ce que je dois payer les clients moi-même? What does the law say?",
    intent: "legal-question",
  },
  {
    message:
      "Hello, I'm a nurse in Baltimore and for three years I've funded a bureau de change run by my cousin on Sani Abacha Street, but there are no papers showing my stake. Now he says it's his alone. I need help documenting my shareholding and getting a proper company structure in place.",
    intent: "area:business",
  },
  {
    message:
      "my husband says his colleagues at the station are holding a money changer boy that is my cousin since Saturday without charging him and they said they will transfer him to Pademba Road tomorrow we need a lawyer right now",
    intent: "urgent",
  },
  { message: "di lan lod de pul mi stal na maket se a no pe rent, bot a pe am. a wan lawya fo mi lis", intent: "area:land" },
  { message: "una lawya dem de tok Temne?", intent: "knowledge:Languages spoken" },
  { message: "Please arrange a consultation for Thursday at 11 AM with a partner for our finance director.", intent: "booking" },
  {
    message:
      "My father was called to court in Kenema for 'unlawful dealing in currency'. It is his first time. He is not in the cell but he is very worried. He needs a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "bo one customer wey a short change by mistake don bring boys, dem say dem go wound me tonight, a nor fit go home", intent: "safety" },
  { message: "can you write a short poem about money changers on Sani Abacha Street for my creative writing class", intent: "off-topic" },
  {
    message:
      "Le camion avec mes marchandises est arrivé au port de Freetown mais la douane refuse la déclaration, they say I need more papers. Vous faites les problèmes de douane au port?",
    intent: "area:shipping",
  },
  {
    message: "In the event our bureau licence expires before renewal is approved, may we lawfully continue operating in the interim?",
    intent: "legal-question",
  },
  { message: "is your office on Siaka Stevens Street near the law courts building", intent: "address" },
  {
    message: "Mon associé est gardé par la police à Kissy depuis deux jours, ils veulent pas lui donner de caution, aidez-nous s'il vous plaît",
    intent: "urgent",
  },
  { message: "di man wey ron wit wi osusu moni, di chif se mek wi go arbitreshon. una du dat?", intent: "area:arbitration" },
  { message: "What papers must my father bring? He has receipts from the police and his trading licence.", intent: "knowledge:What to bring" },
  { message: "do you have a number I can whatsapp instead of calling?", intent: "phone" },
  { message: "tenki bo, u too much", intent: "thanks" },
  { message: "Please share the email address for formal correspondence.", intent: "email" },
  { message: "On peut parler à un avocat par WhatsApp vidéo? Je suis à Conakry, je veux un rendez-vous", intent: "booking" },
  { message: "ok bai bai, god bles", intent: "goodbye" },
  { message: "bo dem tek me small broda na barracks, soja dem say e change dollar fo rebels or somtin, since yestaday nobody see am", intent: "urgent" },
  {
    message:
      "A client's consignment of generators has been held at Queen Elizabeth II Quay because the consignee's payment to the shipper was routed through our bureau and flagged. We seek counsel on securing release of the cargo.",
    intent: "area:shipping",
  },
  { message: "My father wants to know when the hajj registration opens this year.", intent: "off-topic" },
  {
    message:
      "The agent I used kept 10% of every transfer as 'charges' even though we agreed 3%. I have WhatsApp messages showing the 3%. Over two years that's about $1,800. Would a court in Sierra Leone accept WhatsApp messages as evidence?",
    intent: "legal-question",
  },
  {
    message:
      "Mon frère est mort à Freetown, il avait un bureau de change. Ses enfants sont en Guinée avec moi. I want to get his property for the children, the inheritance",
    intent: "area:family",
  },
  {
    message:
      "help please my sister's husband is threatening her with a machete right now because she took the money from the bureau box to pay school fees she locked herself in the bathroom",
    intent: "safety",
  },
  { message: "una de open lunch time?", intent: "hours" },
  { message: "una lawya dem ol na man?", intent: "team" },
  {
    message:
      "My father wants to open a bank account for his changing business and register the business name. The bank says he needs papers from a lawyer. Can you help?",
    intent: "area:business",
  },
  { message: "Can my mum and I come in together to see a lawyer? We'd like an appointment this week if possible.", intent: "booking" },
  {
    message:
      "My son was arrested in Freetown three months ago over a fraud involving remittance transfers. He's now been granted bail but the case is going to the High Court. I need to hire a defence lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "bo wetin time di ferry de go Lungi?", intent: "off-topic" },
  {
    message:
      "Officers of the Anti-Corruption Commission have entered our head office on Sani Abacha Street and are detaining our managing director on the premises. Please send a lawyer immediately.",
    intent: "urgent",
  },
  {
    message:
      "My grandfather's land in Kenema is being claimed by a man who says my uncle sold it to him to pay back a debt from his money changing business. My grandfather never agreed. We need a lawyer for the land dispute.",
    intent: "area:land",
  },
  { message: "Allo? Oui", intent: "unknown" },
  {
    message:
      "hello I want to ask about a contract my husband signed for a car with a money changer he paid half and the man is refusing to give the car we need a lawyer to make him do what the contract says",
    intent: "area:contract",
  },
  { message: "if mi kostoma no pe mi fo di dolla a gi am, a fit sel im tin wey e lef wit mi?", intent: "legal-question" },
  { message: "How do I get to your office from Fourah Bay College? like which poda poda", intent: "address" },
  {
    message:
      "My mother just called saying police officers came to her house in Freetown and are taking her away right now over money I sent her through an agent. She's 68. Please, please send someone.",
    intent: "urgent",
  },
  { message: "bo di man wey a change moni fo am yestaday say a short am, e don bring e boys, dem de knack me na street now, pipul de watch", intent: "safety" },
  { message: "ho mach una de tek fo lawya? a no get bak bak moni", intent: "knowledge:Fees" },
  { message: "Please recommend a good accounting software suitable for a foreign exchange bureau.", intent: "off-topic" },
  {
    message:
      "My father and his Guinean partner agreed that any quarrel goes to a mediator in Freetown. Now there is a quarrel about 20,000 dollars. He wants your firm to do the mediation.",
    intent: "area:arbitration",
  },
  { message: "yo una good evening", intent: "greeting" },
  { message: "mi kontena wit klos fo Turkey de na kwe 3 mont, dem se mi fo pe big moni. a wan lawya fo di shipin", intent: "area:shipping" },
  {
    message: "my husband wants to know if a police officer's wife can do money changing business on the side is it legal or will it affect his job",
    intent: "legal-question",
  },
  { message: "We request a consultation with your shipping partner at the earliest availability.", intent: "booking" },
  { message: "kot se mi pikin fo kam bak na mun ting fo di fek dolla kes, e no get lawya. una go tok fo am?", intent: "area:criminal" },
  { message: "My father will come with his car. Is there a place to park it safely?", intent: "knowledge:Parking" },
  {
    message: "My church group in Texas asked me to find a Freetown firm we could refer people to. What kinds of matters do you actually handle?",
    intent: "services",
  },
  { message: "what's the weather going to be like in Freetown this weekend? planning to go to the beach", intent: "off-topic" },
  {
    message:
      "My father has three wives and wants to make sure someone is appointed to take care of his youngest children if he dies. He wants papers for guardianship.",
    intent: "area:family",
  },
  {
    message: "Ils ont attrapé mon petit frère au marché de Ferry Junction, la police l'a amené, ils l'ont frappé et maintenant il est dedans. He has 17 years.",
    intent: "urgent",
  },
  {
    message:
      "My sister texted that two men on a motorbike have been circling her house since morning, one showed her a gun yesterday over the money her husband owes. She's hiding with the kids. What can she do from there?",
    intent: "safety",
  },
  { message: "Comment je peux vous contacter depuis la Guinée? Téléphone, WhatsApp, email?", intent: "contact" },
  { message: "bo me an 2 padi wan form company fo di change bisnes, who go get how much share, a wan una write am", intent: "area:business" },
  {
    message: "Is it true that if you're caught with more than $10,000 in cash at the airport they can seize all of it? My uncle is flying in next week.",
    intent: "legal-question",
  },
  {
    message: "Please confirm whether your lawyers can conduct consultations in French, as our correspondent is from Guinea.",
    intent: "knowledge:Languages spoken",
  },
  { message: "Please give me a phone number. My father wants to talk to somebody himself.", intent: "phone" },
  { message: "If I call at 4:30pm your time on a Friday, will anyone still be there?", intent: "hours" },
  { message: "bo a rent shop fo 2 year, a pay all, now di landlord sell di building an new oga say a must go. a wan lawya fo di lease", intent: "area:land" },
  { message: "mi fon chaj no de wok, usai a fit fiks am", intent: "off-topic" },
  { message: "una email pls", intent: "email" },
  {
    message:
      "Mon contrat de distribution avec une société de Freetown, they want to change the price after signing. Je veux faire vérifier le contrat par un avocat.",
    intent: "area:contract",
  },
  { message: "dem lok mi bobo na Waterloo polis sins Fraide, dem se e gi fek dolla, dem no gri bel am", intent: "urgent" },
  { message: "Should I bring the fake notes to the meeting or leave them at home? Also what other documents do I need?", intent: "knowledge:What to bring" },
  { message: "okay thank you very much madam I appreciate", intent: "thanks" },
  {
    message:
      "My uncle's bureau and a supplier of counting machines have a dispute and the contract says go to arbitration in Freetown. He wants a firm to represent him in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "a wan mek apointment fo mi an mi kompin fo si lawya", intent: "booking" },
  { message: "I'll log off now. Goodbye.", intent: "goodbye" },
  {
    message:
      "Our bureau has been named in a police investigation into laundering through remittance channels. No one has been arrested, but we wish to retain defence counsel as a precaution.",
    intent: "area:criminal",
  },
  { message: "Vous savez où je peux acheter des cartes SIM Orange Guinée à Freetown?", intent: "off-topic" },
  {
    message:
      "My classmate's dad, who's a changer on Sani Abacha Street, was pulled from his stall by police this afternoon and is now at Central police station. She's asking me to find a lawyer fast because they said he'll be in court Monday but can't go home before that.",
    intent: "urgent",
  },
  { message: "if a short change customer by mistake, e fit take me to court? how much dem go make me pay?", intent: "legal-question" },
  { message: "Qui sont les avocats du cabinet? Je veux savoir qui travaille chez vous.", intent: "team" },
  {
    message:
      "I am asking for my friend her husband is a forex dealer and they are separating she wants custody of the two children and the husband says because he has more money he will take them",
    intent: "area:family",
  },
  {
    message:
      "Please, some men came to my father's table this morning and put a knife to his neck and took all the money. They said if he goes to police they will come for him at home. He is at home now shaking and afraid.",
    intent: "safety",
  },
  { message: "Le bureau ouvre à quelle heure lundi matin?", intent: "hours" },
  {
    message:
      "I'd like to register a company in Sierra Leone to receive remittances from US customers and pay out locally. Can your business law team advise on the licensing and incorporation?",
    intent: "area:business",
  },
  { message: "a de ya", intent: "unknown" },
  {
    message: "We are purchasing a property in Wilberforce for use as our head office. Please undertake a title search and handle the conveyancing.",
    intent: "area:land",
  },
  { message: "bo a fit si lawya today afta 2?", intent: "booking" },
  { message: "What vaccines do I need before traveling to Sierra Leone?", intent: "off-topic" },
  {
    message:
      "I got an internship at a remittance company and they made me sign a contract saying I would work one year without pay and then get hired. Now after ten months they're saying there's no job. I want a lawyer to look at the contract and help me with it.",
    intent: "area:contract",
  },
  {
    message:
      "My father has been held at Tower Hill police since yesterday evening. They took his money and his phone. He is old and sick. We need a lawyer to go there today.",
    intent: "urgent",
  },
  { message: "Please provide your fee structure for retainer arrangements for corporate clients.", intent: "knowledge:Fees" },
  {
    message: "bo a send motorbike dem na ship from Guinea, di shipping agent collect me dollar but cargo nor reach Freetown. una de handle dis?",
    intent: "area:shipping",
  },
  {
    message: "if my husband knows a money changer that is selling fake notes and he doesn't report will he lose his job or go to jail",
    intent: "legal-question",
  },
  { message: "una de du wok fo pipul lek mi, maket wuman?", intent: "services" },
  {
    message:
      "My dispute with a Freetown bureau over a failed $12,000 transfer is going to arbitration under the terms of our contract. I need counsel in Freetown to represent me at the hearing.",
    intent: "area:arbitration",
  },
  {
    message: "Mon voisin m'a menacé avec un couteau parce que je refuse de lui changer ses faux dollars. Il dit qu'il va revenir ce soir. J'ai peur.",
    intent: "safety",
  },
  { message: "bo how fo start youtube channel, a wan show people how we change moni", intent: "off-topic" },
  {
    message:
      "I'm a US citizen and my ex-wife in Freetown won't let me see our daughter even though I send support through a remittance agent every month. I want to apply for custody or at least access.",
    intent: "area:family",
  },
  { message: "di pipul dem frm di bank an polis dem kam hol mi na mi stal nau, dem no gri mek a go, plis kol lawya", intent: "urgent" },
  { message: "how a fit contact una, wat all di way dem?", intent: "contact" },
  { message: "Il y a un parking pour ma voiture devant le cabinet?", intent: "knowledge:Parking" },
  {
    message: "My father's case for buying stolen dollars is now at the High Court. He is on bail. His first lawyer died. He needs a new criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "Could we set up a Zoom call with a lawyer? I'm free most evenings Eastern Time.", intent: "booking" },
  { message: "Kindly indicate the number of partners and associates in your chambers.", intent: "team" },
  { message: "Est-ce que c'est légal pour un étranger de faire le change de monnaie en Sierra Leone sans licence? I am Guinean", intent: "legal-question" },
  { message: "mi sista man sel mi os na Kroo Bay wey mi mama lef fo mi, e fos sain di paypa. a wan lawya", intent: "area:land" },
  { message: "My father wants to know the time for Jumu'ah prayer at the central mosque.", intent: "off-topic" },
  { message: "hello good morning how are you doing", intent: "greeting" },
  {
    message:
      "Our courier was stopped at Lungi airport this morning with declared currency and is still being held by customs and police. Please advise how quickly a lawyer can attend.",
    intent: "urgent",
  },
  { message: "What languages do your lawyers speak? My grandma's more comfortable in Limba or Krio.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Mon associé sierra-léonais veut donner 40% des parts de notre société à son frère sans me demander. I need business lawyer for the shareholders problem.",
    intent: "area:business",
  },
  { message: "mi man se e go bon mi stal bikos a gi di chenj man mi moni. e de drink an kam wit kerosin, a de fred", intent: "safety" },
  { message: "una de handle case fo street changer dem too or na only fo bureau?", intent: "services" },
  {
    message:
      "My cousin texted me from inside the police station at Kissy, they took him from the bureau 3 hours ago and won't tell him why. Can a lawyer go tonight? I'll pay whatever is needed.",
    intent: "urgent",
  },
  {
    message:
      "My father hired a young man to work at his table with a written agreement. The young man left and took customers and the small float. My father wants the agreement enforced.",
    intent: "area:contract",
  },
  { message: "are you open during the Christmas break or closed until January?", intent: "hours" },
  { message: "Donnez-moi le numéro WhatsApp svp", intent: "phone" },
  { message: "If I send money to Freetown through an unlicensed agent, am I breaking any law in Sierra Leone myself?", intent: "legal-question" },
  {
    message:
      "So my cousin chartered a boat to bring cement from Conakry, paid the owner through a changer, and the owner now says the charter was cancelled and won't return the money or the cement. He wants a shipping lawyer for the charter party.",
    intent: "area:shipping",
  },
  { message: "a go kam wit di fek dolla dem an mi risit, dat du?", intent: "knowledge:What to bring" },
  { message: "Can you translate 'the exchange rate went up again' into French for me?", intent: "off-topic" },
  {
    message: "bo di bureau oga an me get contract say if we get palava na arbitration, now e nor pay me commission. una fit represent me?",
    intent: "area:arbitration",
  },
  { message: "Thanks!! that really helps", intent: "thanks" },
  { message: "My father wants to come and sit with a lawyer face to face. Please give him a day next week.", intent: "booking" },
  { message: "Au revoir et bonne journée", intent: "goodbye" },
];
