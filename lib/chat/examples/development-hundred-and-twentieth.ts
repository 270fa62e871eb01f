import type { LabelledMessage } from "./labelled-message";

// Herbalists, traditional healers, bone setters, native-medicine sellers and their patients; writers: old herbalist in Krio via his grandson, patient's daughter in SMS shorthand, pharmacy owner in formal English, bone setter's apprentice via voice-to-text, market medicine seller with typos, diaspora son in the UK, village woman telling long stories, Fula healer mixing French
export const DEVELOPMENT_HUNDRED_AND_TWENTIETH: LabelledMessage[] = [
  { message: "Good morning o. Na me granpa Pa Alimamy tell me for write una. E se kushe.", intent: "greeting" },
  {
    message:
      "My name is Yabom, from near Magburaka. When my husband was sick for two years we took him to a herbalist in the next village, and because we had no money my husband gave him two acres of our farm land by the stream. My husband died last dry season and now the herbalist has brought boys to clear the land and plant cassava. That land is what my children eat from. I need a lawyer to help me with this land matter.",
    intent: "area:land",
  },
  { message: "pls urgent police dey hold my mama since yestday at Eastern police bcos d herbs she sell make sm1 sick. wat 2 do", intent: "urgent" },
  { message: "how much for one bag of bitter leaf in big markit dis week, the price don go up", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I own a retail pharmacy at Wellington and I intend to incorporate it as a limited liability company with two other shareholders. Kindly advise whether your firm assists with company registration and the drafting of a shareholders' agreement.",
    intent: "area:business",
  },
  {
    message:
      "please my master the bone setter is hiding in the back room now because the family of the boy whose leg got rotten come with sticks and cutlass they say they will kill him today what should we do",
    intent: "safety",
  },
  { message: "Bonjour mon frère, votre bureau il ouvre à quelle heure le matin? I come from Kambia.", intent: "hours" },
  {
    message:
      "My dad paid a traditional healer in Bo about 15 million leones to cure his diabetes and he's only got worse. Can we legally get that money back, or was it his own choice to pay?",
    intent: "legal-question",
  },
  {
    message:
      "My brother is a bone setter in Kailahun district for thirty years, everybody knows him. A boy he treated lost his leg at the hospital and now the family went to the police and they charged my brother with causing harm. He is on bail now. We want a good lawyer to defend him at the magistrate court.",
    intent: "area:criminal",
  },
  { message: "Me granpa wan no how much lawyer una get de. E se e nor want pikin lawyer, e want ol man wey sabi.", intent: "team" },
  {
    message: "plese the polce com to my stall at Dove Cot and carry me brodar to the stashion they say our medicin is fake, he stil there now",
    intent: "urgent",
  },
  { message: "Mon ami, which leaf good for cure la fièvre typhoïde? My patient he hot too much.", intent: "off-topic" },
  {
    message:
      "We entered into a written supply agreement with a wholesaler in Lagos for antimalarial drugs. They have delivered only half of the quantity paid for and have ignored our letters. We require legal assistance to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "wat is ur fone numba pls", intent: "phone" },
  {
    message:
      "I shipped a container of medical supplies and some packaged herbal products from Felixstowe to Freetown for my mum's clinic. It's been stuck at Queen Elizabeth II Quay for six weeks and customs keep asking for new papers. Can your shipping people help get it cleared?",
    intent: "area:shipping",
  },
  {
    message:
      "Since the child died the people in our village are saying I am a witch because I gave her the leaf medicine my mother taught me. Last night they stoned my house and said they will come back to burn me. I am sleeping at my cousin's house now and I am afraid.",
    intent: "safety",
  },
  { message: "hello I want to book appointment with lawyer for my master the bone setter can we come on Tuesday morning thank you", intent: "booking" },
  {
    message:
      "My grandfather was a well-known herbalist in Port Loko and he passed away last month without a will. His apprentices are already taking his things and my uncles are arguing over the house. We need help sorting out his estate and the inheritance, please.",
    intent: "area:family",
  },
  { message: "how much una charj for case, I no get plenty moni, can I pay smal smal", intent: "knowledge:Fees" },
  {
    message:
      "Is it lawful for a pharmacy to stock and sell registered herbal remedies alongside conventional medicines, or does the Pharmacy Board require a separate licence for that?",
    intent: "legal-question",
  },
  {
    message:
      "Nous sommes association des guérisseurs in Kambia. Two members fight over money from patients, big palaver. We want somebody settle it out of court, not tribunal. Una do médiation?",
    intent: "area:arbitration",
  },
  { message: "pls i hv a prblm", intent: "unknown" },
  {
    message:
      "Abeg una help, polis don kam na wi os dis morning en dem don tek me granpa Pa Alimamy go. Dem se wan uman wey e gi medisin don day. E de na Congo Cross steshon naw.",
    intent: "urgent",
  },
  { message: "What's the weather usually like in Freetown in August? Flying out to see family.", intent: "off-topic" },
  {
    message:
      "We wish to take a five-year lease on shop premises at Lumley for a new pharmacy branch. Please review the lease before we sign and conduct a title search on the property.",
    intent: "area:land",
  },
  { message: "r u open 2day? its friday 4pm", intent: "hours" },
  {
    message:
      "Au secours, the people of the town say I am sorcier because the chief wife die after my treatment. They surround my house with sticks right now, I am inside with my children.",
    intent: "safety",
  },
  { message: "dem carry me go cort last month for seling medisin without lisens, nex date is 14, I need lawyer for stand for me", intent: "area:criminal" },
  {
    message:
      "My husband's sister took her son to a bone setter for his broken arm and paid him with a goat and 500,000 leones. The arm has healed crooked and now the boy cannot lift a bucket. She wants to know if the law can make the bone setter pay for the boy's treatment at the hospital.",
    intent: "legal-question",
  },
  { message: "Wetin una de du na dis lo ofis? Me granpa wan no if una de handle ol kain kes.", intent: "services" },
  { message: "Hi there", intent: "greeting" },
  {
    message:
      "Good afternoon. I would like to schedule a consultation with one of your lawyers next week regarding a dispute with a former pharmacist in my employ.",
    intent: "booking",
  },
  {
    message:
      "Je veux ouvrir une petite entreprise, herbal medicine shop in Freetown with my cousin from Conakry. How we register company here? Una help wit dat?",
    intent: "area:business",
  },
  {
    message:
      "my master the bone setter was taking by police from the compound at 6 o'clock this morning they say the woman his treat died they are holding him at the station in Makeni please help",
    intent: "urgent",
  },
  { message: "pls wich fone charjer is good for itel fone, mine no de charj agen", intent: "off-topic" },
  { message: "Kindly provide the email address to which I may send documents for your review.", intent: "email" },
  {
    message:
      "I have been working with the bone setter for four years as apprentice he promise to pay me monthly and give me my own place after but now he don't pay for eight months I want the lawyer to help me collect my money",
    intent: "area:contract",
  },
  { message: "How many lawyers practise at your chambers, and are they all based in Freetown?", intent: "team" },
  { message: "my bro beatin d herbalist who treat mama, he go kill am, dey in d compound now pls wat do i do", intent: "safety" },
  {
    message: "Le chef du village give me land for my healing house ten years ago, no paper. Now new chief say I must go. He have right to take it back?",
    intent: "legal-question",
  },
  {
    message:
      "My husband has left the house and the children since he started following one juju man who says he will make him rich. All his money goes to that man and we have nothing to eat, the children are not in school. I want to take him to court for maintenance for the children.",
    intent: "area:family",
  },
  { message: "Tenki tenki o, granpa se God bless una.", intent: "thanks" },
  {
    message:
      "The soldiers came to the village last night and took my uncle the herbalist to the barracks at Teko. Nobody has seen him since. They say he gave medicine to the soldier who died. Please what can we do.",
    intent: "urgent",
  },
  { message: "Do you know where I can obtain a copy of the current national essential medicines list?", intent: "off-topic" },
  {
    message:
      "my goods com by ship from Conakry, 20 bag of dry herb, dem spoil wit watar wen dey discharj at quay. the shipping pipul no wan pay. una de do dis kind case",
    intent: "area:shipping",
  },
  { message: "Where exactly is your office? My mum will be coming from Kenema by poda poda.", intent: "address" },
  { message: "if pesin buy my medisin and e sik, police fit hold me? I no mix anyting bad", intent: "legal-question" },
  {
    message:
      "Our company has a dispute with a distributor over unpaid invoices, and the contract contains an arbitration clause. We would like your firm to represent us in the arbitration proceedings.",
    intent: "area:arbitration",
  },
  { message: "Comment je peux vous contacter? Phone, email, everything pls, I am in Conakry now.", intent: "contact" },
  { message: "Me granpa wan kam si lawyer Monde. Una fit gi am appointment?", intent: "booking" },
  {
    message:
      "My uncle in Kono, a native doctor, has been charged with manslaughter after a patient died. He's out on bail but the trial starts next month and the family need a criminal defence lawyer. Can you take it on?",
    intent: "area:criminal",
  },
  { message: "Vous parlez français? Mon anglais c'est pas bon, I speak Fula also.", intent: "knowledge:Languages spoken" },
  { message: "wat tim una close evry day, I get to clos my stall firs", intent: "hours" },
  { message: "wat herb gud 4 high BP? mama still sick", intent: "off-topic" },
  { message: "they are chasing my master now from the market they say he is a wizard they are holding stones please send somebody", intent: "safety" },
  {
    message:
      "My father, guérisseur, buy land in Waterloo, pay all the money, but the seller now sell the same land to another man. We want lawyer to check the papers and fight for the land.",
    intent: "area:land",
  },
  { message: "helo pls i get problm", intent: "unknown" },
  {
    message:
      "I've agreed to fund my aunt's herbal clinic in Bo and we want a proper written agreement about repayments and profit share before I send the money. Can you draft that for us?",
    intent: "area:contract",
  },
  { message: "pls dey jst arrest my papa d bone setter, police vehicle dey take am now 2 d station, hlp", intent: "urgent" },
  {
    message: "Granpa gi wan man medisin en di man pe am af, naw di man se e nor go pe di res bikos e nor wel. Di lo se granpa fit tek am go kot fo di moni?",
    intent: "legal-question",
  },
  { message: "Qui a gagné le match hier, Guinée ou Sierra Leone? My nephew say Leone Stars win.", intent: "off-topic" },
  { message: "Is there a woman lawyer there? Some of what happened with my husband and the juju man I can only tell to a woman.", intent: "team" },
  {
    message:
      "A few of us in Manchester want to invest in a herbal products factory in Freetown, making bottled remedies for export. We'd need help with the investment structure and registering the company.",
    intent: "area:business",
  },
  { message: "Donne-moi le numéro WhatsApp, s'il vous plaît.", intent: "phone" },
  { message: "Ibrahim Jalloh de de stil? Pipul se na im bes lawyer fo polis kes.", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "We have talked in the family and everybody agrees that we should see a lawyer about the land my late father gave the herbalist. I am coming to Freetown on Thursday. Can I see one of the lawyers that day in the afternoon?",
    intent: "booking",
  },
  {
    message: "Granpa en di oda erbalis dem na di sosayti get palava bot di sosayti moni. Dem nor wan go kot, dem wan pesin fo setul am. Una de du dat?",
    intent: "area:arbitration",
  },
  { message: "hello good afternoon", intent: "greeting" },
  {
    message:
      "My mum just phoned me crying. The family of a patient she treated with herbs are outside her gate in Kenema shouting that they'll beat her to death. She's locked inside. What can I do from London?",
    intent: "safety",
  },
  {
    message:
      "A consignment of pharmaceutical products we imported arrived at Queen Elizabeth II Quay with several cartons damaged and others missing. We wish to bring a cargo claim against the carrier.",
    intent: "area:shipping",
  },
  {
    message: "Urgent! Les policiers ont arrêté mon frère à la frontière Gbalamuya hier soir, he carry herbs for patients. He still in their cell today.",
    intent: "urgent",
  },
  { message: "what is the best way to make bandage with bamboo splint for broken arm", intent: "off-topic" },
  {
    message:
      "Is it actually illegal in Sierra Leone for a traditional healer to practise without being registered? My cousin says he needs a licence but nobody in the village has one.",
    intent: "legal-question",
  },
  { message: "my mama die n d herbalist now say she promis him her hse in her will. we nvr saw any will. need lawyer 4 dis pls", intent: "area:family" },
  { message: "Quels sont vos services? Vous faites quoi exactement, land, famille, police?", intent: "services" },
  { message: "Roughly how much is a consultation? And can I pay from the UK by bank transfer?", intent: "knowledge:Fees" },
  {
    message:
      "the police give my master a letter to come to the station on Monday for question about the boy who leg was cut at the hospital we need lawyer to go with him",
    intent: "area:criminal",
  },
  {
    message:
      "When I was a girl my grandmother used to boil the bark of the mango tree with lime for fever and it worked every time. I have forgotten how long she boiled it. Do you know?",
    intent: "off-topic",
  },
  {
    message:
      "Dear Sir, officers arrived at my pharmacy this morning, sealed the premises and took my pharmacist into custody at Central Police Station. He remains detained. We require a lawyer immediately.",
    intent: "urgent",
  },
  { message: "What time do you open on weekdays, Freetown time? I'm in the UK so need to plan the call.", intent: "hours" },
  {
    message: "I give one man moni for supply me roots evry month, we sign papa, he supply 2 month den stop. I wan lawyer for make him respect de agriment",
    intent: "area:contract",
  },
  { message: "d herbalist tek 3m frm us say he go cure mama cancer. she die. cn we sue him? will we win?", intent: "legal-question" },
  { message: "Bon, au revoir mon frère.", intent: "goodbye" },
  {
    message: "Granpa get lan na Hastings wey im papa gi am, naw wan famili de kam se na dem lan. E want lawyer fo luk di pepa dem en fet fo di lan.",
    intent: "area:land",
  },
  {
    message: "de man wey me sel medisin to don com to me stall 3 tim wit knife, he say if his wife no well he go cut me. i fraid to open me stall",
    intent: "safety",
  },
  { message: "C'est quoi votre adresse e-mail? I send you the papers.", intent: "email" },
  { message: "Granpa en im tu pikin dem wan mek kompani fo sel dem erbal medisin. Dem de se dem fo rejista am. Una de du dat?", intent: "area:business" },
  { message: "Abeg una no usai a fit bay gud kola nat fo granpa sosayti mitin?", intent: "off-topic" },
  { message: "Is there parking available at your premises for clients? I will be driving from Lumley.", intent: "knowledge:Parking" },
  { message: "Je veux un rendez-vous avec un avocat pour jeudi. Possible?", intent: "booking" },
  {
    message:
      "We've got a dispute with the company that was supposed to build Dad's herbal clinic, and the contract says disputes go to arbitration. We'd rather try mediation first. Is that something you handle?",
    intent: "area:arbitration",
  },
  {
    message: "They have tied my son, the bone setter's helper, at the chief's compound and the police are coming to take him. Please help us now.",
    intent: "urgent",
  },
  {
    message: "if the patient did not follow what my master told him and the leg got worse is my master still responsible under the law",
    intent: "legal-question",
  },
  { message: "Cheers, that's really helpful.", intent: "thanks" },
  { message: "hw 2 send mtn credit frm uk 2 sl", intent: "off-topic" },
  {
    message:
      "Ma femme veut divorcer because she say my healing work bring bad spirits in house. She want take children to her village. I need lawyer for this family case.",
    intent: "area:family",
  },
  { message: "Una lawyer dem de tok Krio? Granpa nor sabi tok English.", intent: "knowledge:Languages spoken" },
  {
    message:
      "When I come to see the lawyer about my farm land, what papers should I bring? I have the paper the chief wrote for my husband and some receipts from the herbalist.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Please, my father has been detained at Bo police station since yesterday afternoon after a patient's family complained. They won't let anyone see him and there's talk of moving him to Freetown. I need someone there today.",
    intent: "urgent",
  },
  { message: "Please outline the areas of law in which your chambers practises.", intent: "services" },
  {
    message:
      "Mon container de produits, herbs and oils from Guinée, blocked at port Freetown, la douane say the papers not good. You handle port and customs problem?",
    intent: "area:shipping",
  },
  { message: "hw cn i reach una? fone, whatsapp, email? any", intent: "contact" },
  { message: "wich side una ofis de, I de cum from Big Markit", intent: "address" },
  { message: "Could I arrange a video call with a lawyer? I'm in Birmingham and can do any weekday after 11 UK time.", intent: "booking" },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "please help the police have been holding me at Magburaka station since Saturday night they say I help my master to set the leg that go bad I have not eaten",
    intent: "urgent",
  },
  {
    message:
      "My late father, a registered pharmacist, left a will naming me as executor. My stepmother, who consults a traditional healer, disputes the will and claims the healer told her it is false. I seek assistance in obtaining probate.",
    intent: "area:family",
  },
  { message: "Granpa se mek a aks una: wetin na di English nem fo 'bitas' lif? E wan rayt am pan di bottle.", intent: "off-topic" },
  {
    message:
      "My mother gave part of our family land to a healer who cured her of the swelling sickness. She told him in front of the elders but nothing was written. My mother is now dead, and my brothers say a woman cannot give away family land like that. Is the gift valid, or can we take the land back?",
    intent: "legal-question",
  },
  { message: "gud mornin una", intent: "greeting" },
  { message: "Una de opin Satide? Granpa nor de ebul kam insay di wik.", intent: "hours" },
  {
    message:
      "J'ai fait contrat with a pharmacy in Freetown to supply them my herbal powder every month, they take the product and don't pay three months. I want lawyer to make them pay selon le contrat.",
    intent: "area:contract",
  },
  { message: "my hsband beat me evry nite bcos i spend money on herbalist 4 mama. he say 2nite he go finish me. i dey hide @ neighbor", intent: "safety" },
  {
    message: "me and 2 oda wimen wan join our medisin bisnis togeda and make company, we want proper papa so nobody cheat. una de help wit regist company?",
    intent: "area:business",
  },
  {
    message:
      "Police have just turned up at my mum's house in Kenema and they're taking her in right now over a complaint about her herbal remedies. My sister's on the phone to me crying. Please, who can go to the station?",
    intent: "urgent",
  },
  { message: "Combien d'avocats il y a dans votre cabinet? Hommes, femmes?", intent: "team" },
  { message: "mama hse n lan in waterloo, d herbalist put his ppl there say she giv him. we want lawyer 2 chk d title n remov dem", intent: "area:land" },
  {
    message:
      "A customer alleges that a herbal supplement purchased from my pharmacy caused her liver problems. The product was sealed and registered. Would I bear any liability in law, or does liability rest with the manufacturer?",
    intent: "legal-question",
  },
  { message: "i wan cum see lawya tomoro moning, pls put me name", intent: "booking" },
  { message: "Does anyone know a reliable pharmacy in Freetown that delivers to Kenema? Mum needs her blood pressure tablets.", intent: "off-topic" },
  {
    message: "Granpa sen im erbs dem go Ghana pan ship, di ship kompani se di bag dem lost. Dem nor wan pe. Una de du dis kain shipin kes?",
    intent: "area:shipping",
  },
  {
    message:
      "Early this morning the police came to the healer's house where my daughter was being treated and took the healer and my daughter's husband in their truck. They are at Kabala station now. My daughter is crying, she doesn't know what they did.",
    intent: "urgent",
  },
  {
    message: "me and me patna get palava ova de moni from our medisin stall, we no wan go court, we want sombody setle am fair. una de do dat kind ting",
    intent: "area:arbitration",
  },
  { message: "Gi mi una fon nomba, granpa wan kol una imsef.", intent: "phone" },
  {
    message:
      "I have received a summons to appear at the Magistrates' Court on charges under the Pharmacy and Drugs Act relating to alleged expired stock. I require representation at trial.",
    intent: "area:criminal",
  },
  { message: "Combien ça coûte pour parler avec avocat? I have small money, can I pay part by part?", intent: "knowledge:Fees" },
  { message: "Som yut dem de tret granpa se dem go bon di medisin os tonayt bikos dem se na wich. Wi de fred fo wi layf. Wetin wi fo du?", intent: "safety" },
  { message: "cn d police arrest herbalist if patient die? or na only d family fit sue?", intent: "legal-question" },
  {
    message:
      "My sister's husband died and his people say the children must go and live with them, because the healer told them the children will fall sick if they stay with their mother. She does not want to give up her children. We need a lawyer for custody of the children.",
    intent: "area:family",
  },
  { message: "What kind of cases does your firm take on? Just trying to see if you're the right people before I explain everything.", intent: "services" },
  { message: "how many days does it take for a broken leg of an old man to heal with herbs and splint", intent: "off-topic" },
  { message: "email adrs pls", intent: "email" },
  {
    message:
      "Last year I signed a paper with a man who buys herbs from our village. He said he would pay every month for the leaves we collect. He paid two times and now he says the paper means nothing. The women of our group want a lawyer to make him keep the agreement.",
    intent: "area:contract",
  },
  { message: "de pharmacy bord pipul com wit polis and lock me up insay de van, now dem de carry me go Central, i de text from de van", intent: "urgent" },
  { message: "Kindly confirm your office hours, and whether you receive clients during the lunch hour.", intent: "hours" },
  {
    message:
      "My brother and I co-own a pharmacy in Freetown and he's been taking money out of the company without telling me. We need a lawyer for a shareholders dispute; the company is registered there.",
    intent: "area:business",
  },
  { message: "Granpa nor get lisens fo im medisin wok bot e don du am fo fifti yia. Di govment fit stop am naw?", intent: "legal-question" },
  { message: "can I get appointment with the criminal lawyer for my master this week any day after 2", intent: "booking" },
  { message: "Combien coûte le billet d'avion Freetown Conakry? I want visit my family.", intent: "off-topic" },
  { message: "tnx a lot", intent: "thanks" },
  {
    message:
      "my master was given land by a family he treat their father many years ago now the grandchildren want to sell it they say he has no paper we need a lawyer to help with the land title",
    intent: "area:land",
  },
  {
    message: "Mon patient son frère call me every night, il dit he will kill me if his brother die. He come to my house yesterday with gun. J'ai peur.",
    intent: "safety",
  },
  { message: "Usai una ofis de? Granpa go kam pan okada from Kissy.", intent: "address" },
  { message: "d herbalist who kill mama go trial nxt mnth n dey want us 2 testify. we need lawyer 4 d family in d criminal case", intent: "area:criminal" },
  { message: "okay so the thing is", intent: "unknown" },
  { message: "Is there somewhere to park near the office? I'll be driving a hired car.", intent: "knowledge:Parking" },
  { message: "Mon oncle guérisseur, les gendarmes le prennent maintenant from his house at Kambia, they say he hide a sick man. Help vite!", intent: "urgent" },
  {
    message:
      "Two families in our chiefdom are quarrelling because one paid the healer with a cow and the other says the cow was theirs. The chief tried and failed. Somebody told me there are lawyers who help people settle things without going to court. Can you help us do that?",
    intent: "area:arbitration",
  },
  { message: "how to mek soap wit black soap and herbs for sel", intent: "off-topic" },
  { message: "Are your lawyers all qualified in Sierra Leone? And is there more than one partner?", intent: "team" },
  {
    message:
      "We chartered space on a vessel from Tema to Freetown for a shipment of herbal teas, and the owners are now refusing to release the goods until we pay extra demurrage that isn't in the charter party. Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  { message: "Please advise all the ways in which I may contact your chambers.", intent: "contact" },
  { message: "If I treat patient and he sign paper say he accept the risk, and he die, c'est moi responsable devant la loi?", intent: "legal-question" },
  { message: "Good evening my children, I greet you all.", intent: "greeting" },
  { message: "Granpa wan rayt wil so dat im pikin dem nor go fet fo di os en di medisin bush wen e day. Una de rayt wil?", intent: "area:family" },
  { message: "I should be grateful if you could arrange a meeting with a partner at your earliest convenience.", intent: "booking" },
  { message: "Polis de na di doa naw, dem de aks fo granpa, dem se dem de tek am. Wetin wi fo du??", intent: "urgent" },
  {
    message:
      "My neighbour's cow ate all the leaves from my medicine garden and now I have nothing to sell at the lumo on Sunday. What can I plant that grows back quickly in the rainy season?",
    intent: "off-topic",
  },
  {
    message: "I wish to have an employment contract drafted for a pharmacist I am hiring, including a confidentiality clause and a notice period.",
    intent: "area:contract",
  },
  { message: "What kind of help do you lawyers give to people like us from the village?", intent: "services" },
  { message: "Please provide your telephone number; I prefer to call rather than use the chat.", intent: "phone" },
  { message: "Dem charj granpa na kot se e sel medisin wey mek pipul sik. E get bel naw bot e nid lawyer fo di kes.", intent: "area:criminal" },
  {
    message:
      "When my father was dying he told the herbalist in front of us that he could have his two cows and the small plot behind the house. Nothing was written down. Now my father's brother says the promise does not count. Does a spoken promise like that count in law?",
    intent: "legal-question",
  },
  {
    message:
      "my master is beating me with a stick every day because I told the police what happened to the patient he say he will kill me if I talk again please I am afraid",
    intent: "safety",
  },
  { message: "Vous êtes ouvert jusqu'à quelle heure le vendredi?", intent: "hours" },
  {
    message: "i rent shop for sel medisin, landlod give me paper for 3 yia, now he wan pull me out aftar 1 yia. i need lawyer for de lease",
    intent: "area:land",
  },
  {
    message:
      "Our delivery driver was stopped at a checkpoint near Waterloo this afternoon while transporting registered medicines and has been detained since. The police refuse to release him despite our invoices. Urgent legal assistance is required.",
    intent: "urgent",
  },
  { message: "hw mch is paracetamol syrup nw", intent: "off-topic" },
  {
    message: "Je veux ouvrir compte bancaire pour mon business de plantes médicinales, the bank ask company papers. Vous pouvez help?",
    intent: "area:business",
  },
  { message: "What documents should I bring to the initial consultation concerning my company's dispute?", intent: "knowledge:What to bring" },
  {
    message: "Is Hawa Turay still there? My cousin said she helped them with their father's will and land and she was patient with old people.",
    intent: "attorney:Hawa Turay",
  },
  {
    message: "Nous avons une sentence arbitrale contre un fournisseur, we want enforce it here in Sierra Leone. C'est possible with you?",
    intent: "area:arbitration",
  },
  { message: "cn i bk a meetn wit a lawyer 4 frday?", intent: "booking" },
  { message: "pls", intent: "unknown" },
  {
    message: "If Mum gives part of her land to the healer who looks after her, as payment, can my siblings and I challenge that after she's gone?",
    intent: "legal-question",
  },
  { message: "My grandson in Freetown says he can send the papers by email. What is the email?", intent: "email" },
  { message: "Granpa se wetin na di bes rediyo steshon fo yeri helt tok?", intent: "off-topic" },
  { message: "some boys say me medisin kil dem friend, dem de wait for me outside de market wit stik, i no fit go home", intent: "safety" },
  {
    message:
      "my master ordered plaster and splints from China they came in a container at the port and the customs want big money and hold the container we need help with the port",
    intent: "area:shipping",
  },
  { message: "Right, I'll be off now. Bye.", intent: "goodbye" },
  {
    message:
      "They say my son sold fake medicine in Bo and there is a case against him. The police let him go home but he has to go to court at the end of the month. He is a good boy, he only sells what the Lebanese shop gives him. I want a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Thank you for your prompt response.", intent: "thanks" },
  {
    message: "me husband run wit anoda woman and leav me wit 4 pikin, he de sel medisin in Kono and get moni. i wan de cort mek him pay for de pikin dem",
    intent: "area:family",
  },
  { message: "my bro dey lock up @ lumley police since yestday afta he fight d herbalist. dey no gree giv am bail. pls hlp", intent: "urgent" },
  { message: "Granpa wan no us kain lawyer dem una get. Uman lawyer de insay?", intent: "team" },
  { message: "Could you recommend a reliable supplier of refrigerated storage units for vaccines?", intent: "off-topic" },
  { message: "J'ai acheté un terrain à Kenema pour construire centre de guérison. I want lawyer do title search before I pay the rest.", intent: "area:land" },
  { message: "Bonjour, I want see avocat for my land palaver, lundi possible?", intent: "booking" },
  {
    message: "is it against the law for a bone setter to treat children without the parents there because my master did that and the father is now angry",
    intent: "legal-question",
  },
  { message: "Aw wi fo kontakt una? Fon, wasap, imel, ol.", intent: "contact" },
  {
    message:
      "We are seeking to raise capital from a foreign investor for the expansion of our pharmacy chain. We require advice on the investment agreement and the necessary regulatory filings.",
    intent: "area:business",
  },
  { message: "I don't have much money, I sell pepper and herbs. Do you help people who cannot pay? Is there legal aid?", intent: "knowledge:Fees" },
  {
    message: "they have carry my master to the cell at Lunsar he is there since yesterday with no food they say we should bring money for bail",
    intent: "urgent",
  },
  {
    message:
      "I hired a builder under a written contract to put up a small clinic building for my mum, who's a herbalist in Bo. He took the advance and stopped after the foundation. Can you help enforce the contract?",
    intent: "area:contract",
  },
  { message: "can you write a poem for my master birthday he is 70 years he is a bone setter", intent: "off-topic" },
  { message: "Où se trouve votre bureau? C'est loin de PZ?", intent: "address" },
  { message: "My son will drive me in his car. Is there a place to leave the car at your office?", intent: "knowledge:Parking" },
  { message: "I speak Temne and Krio, my English is small. Will the lawyer understand me?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Our joint venture partner has proposed mediation to resolve a disagreement over profit distribution in our herbal products line. We would like a lawyer to represent us in the mediation.",
    intent: "area:arbitration",
  },
  { message: "wat kinda cases una do?", intent: "services" },
  {
    message:
      "Please, the police came into the market and took my sister who sells roots, they pushed her into the car. They said she sells poison. We don't know where they took her.",
    intent: "urgent",
  },
  {
    message:
      "My son works on a fishing boat and they carried our dried herbs to sell in Guinea. The boat owner says the bags fell in the sea and he will not pay us. Somebody said there are lawyers for ship matters. Do you help with this?",
    intent: "area:shipping",
  },
  {
    message:
      "My aunt, a herbalist in Makeni, is getting calls saying they'll burn her house with her inside because someone's child died. She's terrified and hiding with neighbours. What should she do right now?",
    intent: "safety",
  },
  { message: "Granpa wan tok to lawyer pan fon bifo e kam. Una fit arenj am fo Wensde?", intent: "booking" },
  { message: "wen una opn on mnday? 8 or 9?", intent: "hours" },
  { message: "Salut, bonsoir à vous.", intent: "greeting" },
  {
    message:
      "My husband went to the police to complain about the healer who took our money, and instead they have kept him there since Friday. They say he insulted the healer's society. He is still inside and we have no money for anything.",
    intent: "urgent",
  },
  {
    message:
      "My late grandmother's family land in Moyamba was partly given to a healer decades ago and now we want to sell our share. We need a title search and someone to handle the conveyancing so the boundaries are clear.",
    intent: "area:land",
  },
  { message: "wich tim de big markit close on satide, i want buy more bottle for me medisin", intent: "off-topic" },
  {
    message: "Can the Pharmacy Board lawfully close my premises without first issuing a written warning or giving me an opportunity to be heard?",
    intent: "legal-question",
  },
  {
    message:
      "There is a man in our village, the son of the woman who died after the healer's treatment. He says I brought the healer to her, so it is my fault. Every night he comes and bangs my door with a cutlass and says he will cut my throat. My children and I don't sleep. Please help me.",
    intent: "safety",
  },
  {
    message:
      "my master want to register his bone setting clinic as a company so the hospital can send patients to him how do we register the business can your office do it",
    intent: "area:business",
  },
  { message: "Una de wok Sonde? Granpa de go mosk Fraide so e go kam oda de.", intent: "hours" },
  {
    message: "I'd like to book a consultation for my mum about the land she gave her healer. She'll come in person and I'd like to join by phone. Next Monday?",
    intent: "booking",
  },
  {
    message:
      "La police m'accuse de pratiquer la médecine sans autorisation, they give me court paper, I go to court next month. J'ai besoin d'un avocat pour me défendre.",
    intent: "area:criminal",
  },
  { message: "dem don hold me sista at kissy polis since las nite, she sel herb for roadside, dem say na jamba. pls com quik", intent: "urgent" },
  { message: "What is the recommended storage temperature for insulin in a retail pharmacy without air conditioning?", intent: "off-topic" },
  { message: "who are the lawyers in your office I want to know their names and what they do", intent: "team" },
  {
    message: "Granpa wan adopt di bobo wey de lan medisin wok wit am sins e smol. Di bobo in mama en papa don day. Una de du adopshon?",
    intent: "area:family",
  },
  { message: "if me sel medisin and put label say e cure evryting, dem fit charj me for dat?", intent: "legal-question" },
  { message: "thank you very much for the information", intent: "thanks" },
  {
    message:
      "My brother, who is a licensed pharmacist, was arrested at his home at 5 a.m. by men who said they were from the Criminal Investigations Department. He has been held incommunicado since. Please advise urgently.",
    intent: "urgent",
  },
  {
    message:
      "i bring shea butter and herb from Mali by ship to Freetown, dem say de container no ariv but de papa show say e don land. i need lawyer for dis shipin ting",
    intent: "area:shipping",
  },
  {
    message: "Les jeunes du quartier veulent brûler ma maison ce soir, they say my medicine kill the imam son. I am hiding in the bush with my wife.",
    intent: "safety",
  },
  { message: "Granpa se una na lo ofis fo ol kain tin o na jes wan kain?", intent: "services" },
  {
    message:
      "my master and the other bone setter in the town have quarrel about who will treat the patients from the hospital they agree to sit down with a mediator not court can your office do mediation",
    intent: "area:arbitration",
  },
  {
    message: "The rain has been too much this year and my herbs are rotting before they dry. Do you know a way to dry leaves faster without sun?",
    intent: "off-topic",
  },
  { message: "Wi go kam wit taksi bot mi anti go drayv im motoka. Parkin de na una ofis?", intent: "knowledge:Parking" },
  {
    message:
      "The healer my dad was seeing got him to sign over the family house as payment while he was very ill and confused. Would a court treat that transfer as valid?",
    intent: "legal-question",
  },
  {
    message: "Je veux faire un contrat écrit with a lab in Ghana, they test my herbal products. I want lawyer write the contract and read it before I sign.",
    intent: "area:contract",
  },
  {
    message:
      "My cousin's just rung to say the police in Kono have locked up my uncle, the native doctor, and there's a crowd outside the station. He's been in there since last night. We need a lawyer there now, please.",
    intent: "urgent",
  },
  { message: "what is your email address I want to send the letter the police gave my master", intent: "email" },
  {
    message:
      "I intend to purchase a parcel of land at Waterloo to build a warehouse for pharmaceutical stock. I require a title search and assistance with the conveyance.",
    intent: "area:land",
  },
  {
    message:
      "My daughter will bring me to Freetown at the end of the month. Please, can you give me a time to sit with one lawyer and tell my story from the beginning?",
    intent: "booking",
  },
  { message: "wer cn i buy moringa powder in fritown", intent: "off-topic" },
  {
    message:
      "My parents are divorcing after Dad spent most of their savings on a spiritual healer. Mum wants to file in Freetown and she needs a family lawyer there.",
    intent: "area:family",
  },
  { message: "Granpa se ehn...", intent: "unknown" },
  { message: "d herbalist ppl dey threatn me on fone say if i report dem dey go kill me n my pikin. i fear 2 go out", intent: "safety" },
  { message: "can my master be charged because the man died at the hospital two weeks after my master set his leg", intent: "legal-question" },
  { message: "Are you open on public holidays, for instance Independence Day? I may only be able to attend then.", intent: "hours" },
  {
    message: "polis let me go on bel but dem say i go court for seling medisin wit no number from pharmacy bord. i wan lawyer wey sabi",
    intent: "area:criminal",
  },
  { message: "What is the number I can call? I don't know this chat thing well.", intent: "phone" },
  {
    message: "Dem don lok granpa in pikin, mi angkul, na Waterloo polis sins yestade. Dem se e sel medisin wey nor get lisens. Abeg una ep.",
    intent: "urgent",
  },
  { message: "my sis n i wan start small herbal tea biz n sel 2 supermarkets. hw do we register d biz? cn una help", intent: "area:business" },
  { message: "Tu connais un bon restaurant à Freetown pour manger riz gras?", intent: "off-topic" },
  { message: "how can I contact your office please I want all the contact", intent: "contact" },
  { message: "is fatmata kamara still dere? my aunty sey she gud 4 family case", intent: "attorney:Fatmata Kamara" },
  {
    message:
      "We have a charter party dispute with the owners of a vessel carrying our medical supplies from Mumbai; the vessel deviated to another port and the goods arrived spoiled. We seek to pursue a claim.",
    intent: "area:shipping",
  },
  {
    message:
      "Our healer told my sister that she must give him her gold chain and her wedding cloth or the sickness will return. She gave them out of fear. Now she is well and she wants them back. Can the law force him to return the things?",
    intent: "legal-question",
  },
  { message: "Kushe o, aw di bodi?", intent: "greeting" },
  {
    message: "the police came just now to the bone setting house and are putting handcuff on my master they are taking him to the car please somebody come",
    intent: "urgent",
  },
  {
    message:
      "Dad and his business partner have a row about who owns the recipe for their herbal supplements. Their partnership agreement says any dispute goes to arbitration in Freetown. Can you act for Dad?",
    intent: "area:arbitration",
  },
  { message: "wat docs shd i bring 4 d meetn? i hv d receipts frm d herbalist n mama death cert", intent: "knowledge:What to bring" },
  { message: "how do I make my phone type in Krio with the voice thing it keep writing wrong words", intent: "off-topic" },
  {
    message:
      "A former employee whom I dismissed for theft has been threatening to attack me and set fire to my pharmacy. He appeared at my shop today with two men and a machete. I fear for my life.",
    intent: "safety",
  },
  { message: "Please book me an appointment with your contract specialist for Wednesday at 10 a.m., if available.", intent: "booking" },
  { message: "i wan see de lawya wey do contract, wen i fit com? any day nex wik", intent: "booking" },
  { message: "How many lawyers do you have there? I want to know if there are old ones who understand village matters.", intent: "team" },
  {
    message:
      "Mum employed a young pharmacist at her herbal clinic on a written contract, and he's now left with her client list and opened up next door. Is this something your contract team deals with?",
    intent: "area:contract",
  },
  { message: "Si le patient ne paie pas après guérison, je peux garder son champ qu'il a donné comme garantie? What the law say?", intent: "legal-question" },
  { message: "una de opin in de evenin aftar 5? i de sel til 5", intent: "hours" },
  {
    message: "Mon fils travaille avec moi, la police l'a pris à Lungi ce matin avec les plantes, il est encore au poste. Please, what to do?",
    intent: "urgent",
  },
  {
    message: "Di famili wey gi granpa di lan na Kissy fo im medisin bush, dem de bil fens insay am naw. Wi wan lawyer fo di bondri palava.",
    intent: "area:land",
  },
  { message: "Can you recommend a decent hotel near Lumley beach for a week in December?", intent: "off-topic" },
  {
    message: "Mon associé et moi, on a une société d'import de plantes, he want leave and take his shares. Il faut un avocat d'affaires pour ça.",
    intent: "area:business",
  },
  {
    message: "Are consultations available in languages other than English? My business partner is more comfortable in French.",
    intent: "knowledge:Languages spoken",
  },
  { message: "Do you only do court cases or also paperwork like wills and company stuff? Trying to understand what you cover.", intent: "services" },
  {
    message: "me brodar die and him wife and de herbalist say de shop and stok na dem own, but me brodar pikin dem get notin. i wan lawyer for de inheritans",
    intent: "area:family",
  },
  { message: "Wan man kam na wi os wit kotlas se granpa medisin kil im wef. E se e go kam bak fo kil granpa. Granpa de ayd na di bak rum.", intent: "safety" },
  {
    message:
      "My brother runs a small chemist shop in Makeni and the police have charged him with selling counterfeit drugs. He's been released but the case is going to the High Court. We need someone experienced in criminal defence.",
    intent: "area:criminal",
  },
  { message: "giv me de watsap numba pls", intent: "phone" },
  { message: "d herbalist say mama sign paper giv him her lan b4 she die. if she cudnt read, is d paper stil legal?", intent: "legal-question" },
  {
    message:
      "My husband's younger brother, who helps the herbalist, was taken by the chiefdom police to the lockup at the chief's court yesterday. They are asking for money before they release him. He is still there today with no food.",
    intent: "urgent",
  },
  { message: "Granpa wan no aw fo sev tin pan in fon so e nor lus di nomba dem.", intent: "off-topic" },
  {
    message:
      "The women of our herb society want to put our money in the bank as a group and register properly, so no one can run away with it. Someone said we need a lawyer to make it into a company. Can you help us?",
    intent: "area:business",
  },
  { message: "Je voudrais parler avec un avocat au téléphone d'abord, then I come to the office. On peut fixer une date?", intent: "booking" },
  { message: "Could you confirm the address of your chambers and any nearby landmark?", intent: "address" },
  { message: "Merci beaucoup, vous êtes gentils.", intent: "thanks" },
  { message: "Granpa in medisin kago wey kam from Ginia na ship, di kastom dem na di Kwe se dem go sez am. Una de ep wit kastom?", intent: "area:shipping" },
  {
    message: "Granpa en di pesin wey bay im medisin fo sel na Kono get palava. Dem don agri se dem go go arbitrashon. Una de ep wit dat?",
    intent: "area:arbitration",
  },
  { message: "de landlod son bit me yestaday and say if i no lef de shop he go kil me, he com back tonite", intent: "safety" },
  { message: "we snt mama herbal products 2 uk by ship, d shippin co lost half d cartons. who cn help us claim?", intent: "area:shipping" },
  { message: "My grandson wants to study pharmacy at the university. Which school is good and how much is the fee?", intent: "off-topic" },
  { message: "if my master dies can I continue the bone setting work without any licence or will the police arrest me", intent: "legal-question" },
  { message: "Wan kompani wan bay granpa medisin fomula. Dem gi am kontrakt fo sayn. Granpa wan lawyer fo rid am fos.", intent: "area:contract" },
  { message: "police dey @ our gate nw askin 4 my bro, say d herbalist report am. dey wan tk am. pls", intent: "urgent" },
  { message: "Please let me know your fee structure for a contract review, and whether you charge an hourly rate or a fixed fee.", intent: "knowledge:Fees" },
  {
    message:
      "The herbalist in our village was charged last year after a boy died from his medicine, and he was convicted. His family says the judge did not listen to the witnesses. They want to appeal. Do you take cases like this?",
    intent: "area:criminal",
  },
  { message: "Just to get a sense of the firm, how many partners and associates are there?", intent: "team" },
  { message: "Una imel? Granpa in lan pepa dem, a go skan am sen.", intent: "email" },
  { message: "i wrk @ a pharmacy 2 yrs, oga sack me no notice no pay. need lawyer 4 dis", intent: "area:contract" },
  { message: "what time is the office open in the morning because we are coming from Makeni very early", intent: "hours" },
  { message: "pls help me rite advert for me herb medisin to put on radio", intent: "off-topic" },
  { message: "I want to make an appointment for my master and me to see the lawyer about his land and also the police letter", intent: "booking" },
  { message: "My son in Freetown wants to know all the ways to reach you, because I don't always have credit.", intent: "contact" },
  { message: "Oke, granpa se wi go tok bak. Bay.", intent: "goodbye" },
  {
    message: "If a patient purchases a medicine from my pharmacy on the advice of a traditional healer and suffers harm, could I be held partly liable?",
    intent: "legal-question",
  },
  { message: "de traders union want us setle de palava wit de wholesalar by arbitrashon not court. i need lawyer for dat", intent: "area:arbitration" },
  {
    message: "Mon frère a loué son terrain à un guérisseur, bail de 10 ans, now the healer build house on it without permission. We need lawyer for the lease.",
    intent: "area:land",
  },
  {
    message:
      "Two of my staff were taken from the pharmacy by police officers an hour ago following a customer complaint. They are currently being held at Lumley Police Station. Kindly assist immediately.",
    intent: "urgent",
  },
  { message: "Il y a un parking pour ma voiture devant le bureau?", intent: "knowledge:Parking" },
  { message: "what are the things your law office can help with", intent: "services" },
  {
    message: "Should I bring the original certificate of incorporation and the Pharmacy Board licence, or will copies suffice?",
    intent: "knowledge:What to bring",
  },
  {
    message: "Je suis marié deux femmes, one want divorce and take my children to Conakry. C'est une affaire de famille, you can help me?",
    intent: "area:family",
  },
  { message: "What are your opening hours, and where exactly are you on Siaka Stevens Street?", intent: "hours", also: ["address"] },
  {
    message: "Ils ont enfermé mon cousin à la station de Kambia depuis deux jours, accused of poison. Pas de nourriture, pas de visite. Aidez-nous.",
    intent: "urgent",
  },
  {
    message:
      "my master have three wives and many children he want to write a will so that the bone setting house go to the son who learn the work can your office help with the will",
    intent: "area:family",
  },
  { message: "me papa lef me lan at Lungi but no titel deed, i wan mek proper papa so nobody tek am", intent: "area:land" },
  { message: "Which accounting software would you recommend for a small pharmacy with two branches?", intent: "off-topic" },
  {
    message:
      "My husband's first wife says I used the healer's medicine to make her barren. Her brothers came to my hut yesterday and beat me until I fell, and they said next time they will finish me. I have run to my mother's village with the baby, but they know where it is.",
    intent: "safety",
  },
  { message: "if de city council seize me medisin from de stall widout paper, dem get rite for do dat?", intent: "legal-question" },
  {
    message:
      "A trader from Freetown came to our village and agreed with the herb women that he would buy all our dried leaves for the whole year at a fixed price. We made a paper with thumbprints. Now he is buying from another village and refusing ours. Can a lawyer help us hold him to it?",
    intent: "area:contract",
  },
  { message: "wan 2 c a lawyer bout mama case. wen r u free dis wk?", intent: "booking" },
  { message: "Granpa in tu bobo dem get shea na di medisin kompani, naw wan nor wan pe in pat. Wi nid lawyer fo di kompani palava.", intent: "area:business" },
  {
    message:
      "Some men from the secret society came with a police officer and carried my father, the herbalist, away at dawn. They say they will keep him in the lockup in Moyamba until the family pays. Please, he is old and sick.",
    intent: "urgent",
  },
  { message: "wat time is d match 2nite? chelsea vs arsenal", intent: "off-topic" },
  { message: "Vous avez combien d'avocats, et il y a quelqu'un qui connaît les affaires de guérisseurs traditionnels?", intent: "team" },
  {
    message:
      "We sent a 20-foot container of dried herbs and shea butter from Freetown to Tilbury and it arrived with water damage. The shipping line's blaming the shipper. Is this the kind of cargo claim you deal with?",
    intent: "area:shipping",
  },
  { message: "dey charge my bro 4 assault on d herbalist, he out on bail now. need lawyer 4 d court case", intent: "area:criminal" },
  { message: "does the lawyer speak Temne because my master only speak Temne and small Krio", intent: "knowledge:Languages spoken" },
  { message: "polis don com now now to de markit, dey de put all we medisin sellers in de truk, me and 3 wimen. we de go station. help", intent: "urgent" },
  {
    message:
      "Dad wants to transfer a plot in Goderich to the healer who's treated him for years, properly, with a deed, so there's no fight after he's gone. Can you handle the conveyancing?",
    intent: "area:land",
  },
  { message: "If granpa medisin mek pesin wel en dem nor pe, en granpa tok se e go swe dem, dem fit tek am go kot fo dat?", intent: "legal-question" },
  { message: "helo una gud afternun", intent: "greeting" },
  { message: "Could you kindly provide an overview of the services your firm offers to individuals and businesses?", intent: "services" },
  {
    message:
      "Notre contrat avec l'acheteur de Dakar dit arbitrage en cas de problème. Now he refuse to pay for the plants. Vous pouvez me représenter en arbitrage?",
    intent: "area:arbitration",
  },
  {
    message:
      "a crowd is gathering outside the bone setting house shouting and throwing things the boy died they want my master out they will burn the place please",
    intent: "safety",
  },
  {
    message:
      "i order bottle and label from China for me medisin, de ship com but de agent at quay say i mus pay extra befo dem releas. i need lawyer for port palava",
    intent: "area:shipping",
  },
  {
    message:
      "Our church is having a harvest this Sunday and the women must bring food. I want to make palm oil soup with cassava leaves but mine always comes out too bitter. How do you cook it so it is sweet?",
    intent: "off-topic",
  },
  { message: "please what is the phone number of the office", intent: "phone" },
  {
    message:
      "The police in Makeni have just taken my dad from his herbal clinic in front of his patients. My sister says they didn't show any paper. I'm in Leeds. Please can someone get to the station?",
    intent: "urgent",
  },
  {
    message: "I wish to adopt my late sister's son, who has lived with me since she passed away. Kindly advise whether your firm handles adoption proceedings.",
    intent: "area:family",
  },
  { message: "On which days do you open? I can only come when the lorry goes to Freetown.", intent: "hours" },
  { message: "how i fit reach una, fone or watsap or wat", intent: "contact" },
  {
    message: "The healer made Mum sign something promising him a share of our rice harvest for five years. Is that kind of agreement even enforceable?",
    intent: "legal-question",
  },
  {
    message:
      "Je veux investir dans une usine de savon aux plantes à Bo avec des partenaires libanais. Besoin conseil pour structure de société et compte en banque.",
    intent: "area:business",
  },
  {
    message:
      "A hospital has proposed a three-year supply contract for our products. Before signing, we require your firm to review the terms, particularly the penalty and termination clauses.",
    intent: "area:contract",
  },
  { message: "S'il vous plaît, prendre un rendez-vous pour moi avec Monsieur l'avocat, mardi après-midi.", intent: "booking" },
  { message: "what food is good for a patient with broken leg to make the bone strong quick", intent: "off-topic" },
  { message: "Granpa wan no if Mohamed Conteh stil de wok de. Dem se na im na di lan lawyer.", intent: "attorney:Mohamed Conteh" },
  {
    message: "the police are here at the compound now they are asking for my master and they say they will take me too if he does not come out",
    intent: "urgent",
  },
  { message: "Granpa in apprentis don go kot se e tif medisin moni from di sosayti. E nor de na jel. Wi wan lawyer fo difen am.", intent: "area:criminal" },
  {
    message: "I have the chief's letter, the healer's receipt and my husband's death paper. Should I bring all of them when I come, or only some?",
    intent: "knowledge:What to bring",
  },
  { message: "d herbalist son follow me home 2day wit knife say if we go court he go stab me. im outside nw", intent: "safety" },
  {
    message:
      "I'm looking to set up a small company in Sierra Leone to import and distribute natural health products, with me as a director from the UK. Can you help with registration and the shareholding?",
    intent: "area:business",
  },
  { message: "tenki plenti", intent: "thanks" },
  {
    message:
      "The healer treated my grandson for a snake bite and the boy lived, praise God. Now the healer says we owe him our palm plantation because that was the price of a life. We never agreed to any price. Must we give it to him by law?",
    intent: "legal-question",
  },
  { message: "Comment on prépare le kinkeliba pour la tension? My patients they ask me.", intent: "off-topic" },
  { message: "where is your office located we will come by poda poda from Waterloo", intent: "address" },
  { message: "my papa dey in cell @ Kenema since 2 days, dey say na him give d poison herb. no visit allowd. pls urgent", intent: "urgent" },
  {
    message:
      "My grandfather gave the healer a piece of our family land many years ago when my grandmother was sick. Now the healer's sons are selling pieces of it to strangers, even past the mango trees which were the boundary. We want a lawyer to stop them and mark the boundary properly.",
    intent: "area:land",
  },
  { message: "Kindly let me know the earliest available slot for a consultation with Mr Sesay or another business lawyer.", intent: "booking" },
  {
    message: "Un bateau de Conakry transportait nos sacs de plantes, the captain sell part of them on the way. Nous voulons réclamer. You do shipping case?",
    intent: "area:shipping",
  },
  { message: "okay goodbye for now", intent: "goodbye" },
  { message: "Bon... alors...", intent: "unknown" },
  { message: "me husband say if i no stop sel medisin he go kill me, he beat me las nite wit belt, i dey hide in me fren hous", intent: "safety" },
  {
    message:
      "my master signed paper with a company to supply them with splints he made and they refuse to pay for the last three boxes we need lawyer to enforce the agreement",
    intent: "area:contract",
  },
  { message: "What's the best way to send money to Sierra Leone from the UK without big fees?", intent: "off-topic" },
  { message: "Aujourd'hui c'est ouvert? Il est 16h.", intent: "hours" },
  { message: "Dem don ol granpa na Lumley polis steshon sins Sonde, dem se dem de wet fo di CID. Granpa nor it natin. Abeg una kam.", intent: "urgent" },
  {
    message:
      "We are in dispute with the developer of our new pharmacy premises regarding the fit-out, and both parties have agreed to refer the matter to mediation rather than litigation. Please confirm whether you can act for us.",
    intent: "area:arbitration",
  },
  { message: "hw many lawyers una get? any lady?", intent: "team" },
  { message: "does the patient family have right to take my master bone setting tools because they say he owe them", intent: "legal-question" },
  {
    message:
      "my master rent a building for the bone setting house and the owner want to double the rent before the lease end we want lawyer to look at the lease",
    intent: "area:land",
  },
  { message: "wat is una imel adres", intent: "email" },
  { message: "My son says you people do many kinds of cases. Which kinds of matters do you handle?", intent: "services" },
  { message: "Aw moch una de cham fo si lawyer? Granpa nor get boku moni.", intent: "knowledge:Fees" },
  { message: "Wetin na di prays fo wan bag rays naw na Kissy maket?", intent: "off-topic" },
  { message: "my hsband tk our 2 kids 2 his herbalist uncle in vilaj n refuse 2 bring dem bak. i want custody", intent: "area:family" },
  {
    message:
      "Right now as I am talking, the police are at my sister's door in Bo, they are dragging her husband, the healer, into the vehicle. The children are screaming.",
    intent: "urgent",
  },
  { message: "Please, I want to come and see a lawyer. My cousin will bring me. Which day can you receive me?", intent: "booking" },
  { message: "we agree wit d herbalist family 2 settle mama case thru mediation not court. can una do d mediation 4 us", intent: "area:arbitration" },
  { message: "good morning everyone", intent: "greeting" },
  {
    message:
      "I have been informed by the police that I am under investigation for the alleged sale of controlled substances without prescription. I have not been arrested but have been asked to attend for interview. I require a criminal defence lawyer to accompany me.",
    intent: "area:criminal",
  },
  { message: "mama herbal oil shipment held @ QE2 quay by customs 3 wks. cn una help clear it", intent: "area:shipping" },
  { message: "Can I get a number I can WhatsApp from the UK?", intent: "phone" },
  { message: "me fon bateri no de hold charj, wat i fo do", intent: "off-topic" },
  { message: "Les policiers sont devant ma porte maintenant, they want take me for the death of the woman. Mon fils écrit pour moi. Help!", intent: "urgent" },
  {
    message:
      "Am I legally obliged to report to the authorities a traditional healer who regularly sends patients to buy prescription-only drugs from my pharmacy without a prescription?",
    intent: "legal-question",
  },
  { message: "What's the best way to get in touch with you? Phone, email, WhatsApp? I'm on UK time.", intent: "contact" },
  {
    message: "Le mari de ma patiente m'a attaqué au marché avec un bâton, il dit que demain il revient avec ses frères pour me tuer. I am afraid to go out.",
    intent: "safety",
  },
  {
    message:
      "My son has started selling herbal soaps and creams to shops in Freetown and the bank says he must register his business before they lend him money. He is shy to ask, so I ask for him. Can you help him register the company?",
    intent: "area:business",
  },
  {
    message: "i work for one pharmacy as sales gal, dem no pay me 3 month salary and say i mus sign new contrak for less. i want lawyer",
    intent: "area:contract",
  },
  { message: "Di mob de na di junkshon de wet fo granpa, dem se na wich. Wi nor ebul komot na os.", intent: "safety" },
  { message: "Could you suggest a reputable company to install CCTV at my pharmacy?", intent: "off-topic" },
  {
    message: "Mon fils est accusé de vol de médicaments à la pharmacie, he is free on bail, le procès c'est le mois prochain. I want avocat pour le défendre.",
    intent: "area:criminal",
  },
  {
    message:
      "My late father was a herbalist in Kenema and left a will, but his second wife won't let us see it and the apprentices are living in the house. We need help with probate and the estate.",
    intent: "area:family",
  },
  { message: "r u open @ lunch time? 1pm", intent: "hours" },
  {
    message:
      "The herbalists' society in our district has a quarrel with a company that bought our leaves, and the company wants to go to arbitration in Freetown. The society chose me to find a lawyer. Can you stand for us?",
    intent: "area:arbitration",
  },
  { message: "Could you tell me about the lawyers in your firm and their respective specialisations?", intent: "team" },
  { message: "can we schedule a meeting with the land lawyer on Friday morning for my master", intent: "booking" },
  { message: "God bless you my children for listening to an old woman.", intent: "thanks" },
  { message: "Vous faites aussi les affaires de commerce et de terrain, ou seulement famille? Qu'est-ce que vous couvrez?", intent: "services" },
  { message: "How do I find your office when I get down at the lorry park in Freetown?", intent: "address" },
  { message: "Pour le rendez-vous, je dois apporter quels papiers? Passeport guinéen ok?", intent: "knowledge:What to bring" },
  {
    message:
      "Just had a call: my stepmum, who sells native medicine in Bo market, was picked up by police an hour ago and is being held at the station. They're saying she sold poison. What do we do?",
    intent: "urgent",
  },
  { message: "Can I book an appointment for my mum next Thursday, and what should she bring with her?", intent: "booking", also: ["knowledge:What to bring"] },
  { message: "Does anyone there speak Mende? My mum's more comfortable in Mende than Krio.", intent: "knowledge:Languages spoken" },
  { message: "is there parking for a small car at your office because my master will come in his nephew car", intent: "knowledge:Parking" },
  { message: "ok i go now, bye bye", intent: "goodbye" },
];
