import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: goldsmiths, jewellers, blacksmiths and metal workers. Writers: old Fula goldsmith in Krio via his son, bride-to-be in SMS shorthand, jewellery-shop owner in formal English, blacksmith apprentice via voice-to-text, widow with heavy typos, Makeni customer with long stories, diaspora buyer in the US, Guinean gold trader mixing French.
export const EIGHTY_NINTH_TEST_SET: LabelledMessage[] = [
  { message: "hi gud mrng", intent: "greeting" },
  {
    message:
      "Good afternoon. I am writing from Makeni. In March I gave a goldsmith on Azzolini Highway 12 grams of gold from my late mother's chain to make two wedding rings. When he brought the rings back they weighed only 7 grams and he says the rest was lost in the fire. I want a lawyer to help me get my gold or my money back from him.",
    intent: "area:contract",
  },
  {
    message:
      "Na me Alhaji pikin de write. Police don hold me papa since yesterday na Eastern police station, dem se di gun wey one man bin bring for am fix na tif gun. Im na goldsmith and blacksmith, im no sabi notin bout am. Abeg una help we quick.",
    intent: "urgent",
  },
  { message: "Bonjour, c'est combien le gramme d'or à Freetown aujourd'hui? price per gram pls", intent: "off-topic" },
  {
    message: "Good morning. Could you kindly confirm your office hours? I close my shop at 4 PM and would like to know whether I could come in afterwards.",
    intent: "hours",
  },
  {
    message:
      "my husbnd pawnd my gld neklace at a shp bfor he die. the shp say if i no pay by frday dem wil sell it. can dem do dat wen the neklace was mine not his",
    intent: "legal-question",
  },
  {
    message:
      "hello i am apprentice at a forge in wellington the land where the forge is sitting my master say one family now come say na their land and they want push us out we need lawyer for the land matter please",
    intent: "area:land",
  },
  { message: "pls hlp ma ex fiance de thretn me sey im go kil me if i no giv bak d ring. im de outside ma hous now i fraid", intent: "safety" },
  { message: "Hi, I'm in Atlanta but I'll be in Freetown from the 10th. Can I set up a meeting with one of your lawyers while I'm there?", intent: "booking" },
  {
    message:
      "Dear Sir, a young man sold my shop three bracelets last week, and I have now learnt from a customer that they were stolen from her house. I have not been charged with anything, but I wish to engage a lawyer to advise and represent me before the police contact me.",
    intent: "area:criminal",
  },
  { message: "how do i temper steel for a cutlass so it no break when farmer use am", intent: "off-topic" },
  { message: "Please how many lawyers una get for that chambers, and is there a woman among them? My sister prefers to speak with a woman.", intent: "team" },
  {
    message:
      "my husbnd was a blcksmth in kenema. he die 3 mnths ago. his brothrs tke the forj and all tools, sey na family propaty. i hv 4 childrn. i need lawer for inheritnce",
    intent: "area:family",
  },
  {
    message:
      "police just come to the workshop now and they carry my master in the pickup they say he repair gun for thief please what we do he is with the police now",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. I wish to register my jewellery business as a limited company and bring in my nephew as a shareholder. Does your firm handle company registration of this kind?",
    intent: "area:business",
  },
  { message: "wat kin ring stone go wit gold, ruby or emerald? pls advis", intent: "off-topic" },
  {
    message:
      "Let me explain. I pledged my gold chain to a man in Makeni for 2 million leones and we agreed three months. I paid back after four months and now he says the chain is already sold. Does he have the right to sell it just because I was one month late?",
    intent: "legal-question",
  },
  {
    message:
      "Bonjour, j'ai un conteneur of smelting equipment bloqué at Queen Elizabeth Quay depuis 3 semaines, customs no want release. I need avocat for port and douane matter.",
    intent: "area:shipping",
  },
  { message: "Abeg wetin na una phone number? Me papa wan call una imsef, im no sabi write.", intent: "phone" },
  {
    message:
      "My brother in Freetown was picked up by police this morning at his jewelry stall and they haven't let anyone see him. I'm calling from New Jersey, please can someone go to the station?",
    intent: "urgent",
  },
  {
    message:
      "Dear Madam, my company has a dispute with a gold supplier over a short delivery of 200 grams. Our agreement provides for arbitration rather than court. Can your chambers represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "hw to clen silvr that turn blak", intent: "off-topic" },
  { message: "What kinds of cases does your firm take? Just trying to figure out if you're the right place before I explain everything.", intent: "services" },
  {
    message: "Au secours, des hommes me suivent depuis le marché, they know I carry gold, dem threaten me with cutlass. I hide inside one shop now.",
    intent: "safety",
  },
  {
    message:
      "good afternoon i have been apprentice to a goldsmith for three years and he promised to give me tools and small pay after two years nothing he give me i want lawyer to help me with the apprentice agreement paper we sign",
    intent: "area:contract",
  },
  { message: "if sumone sel me ring n it tun out stolen, wil i go jail? i no no bin", intent: "legal-question" },
  { message: "Salaam aleikum. Na Alhaji Bah pikin dis.", intent: "greeting" },
  { message: "Kindly provide the email address to which I may send copies of my documents.", intent: "email" },
  {
    message:
      "Good evening. My late uncle built a small forge on land at Teko Road in Makeni in 1998 and I have been working there since he died. Now a man has come with a survey plan saying the land is his and he wants to break the forge down. Please can your land lawyer look into this for me?",
    intent: "area:land",
  },
  { message: "Any idea which airline flies cheapest from Washington to Lungi in December?", intent: "off-topic" },
  { message: "pls hlp my son is in polis cell snce yestday, dem say he tif gold from the shop he work. he no do it. he is 17", intent: "urgent" },
  { message: "Please how much una de charge for consultation? Me na small customer, I no get plenty money, can I pay small small?", intent: "knowledge:Fees" },
  {
    message:
      "Me papa se police de call am make im come explain bot gun wey im repair for one man. Dem never hold am, but im fraid. Una de handle dis kind case?",
    intent: "area:criminal",
  },
  {
    message: "I would like to schedule an appointment with a lawyer on Thursday morning, if one is available, regarding a commercial lease for my shop.",
    intent: "booking",
  },
  { message: "u open on sat?", intent: "hours" },
  { message: "my late husbnds brothr com to my hous evry nite shoutin he wil bet me if i no giv the gold he hid. i am afrad for my lyf", intent: "safety" },
  { message: "which one better for welding gate arc welding or gas welding and which machine cheap", intent: "off-topic" },
  {
    message:
      "I sent $3,000 to a jeweler in Freetown for a custom necklace and now he's saying the price of gold went up so he needs $800 more. Can he legally do that when we agreed the price on WhatsApp?",
    intent: "legal-question",
  },
  { message: "my fiance famly wnt me 2 sign paper b4 weddin sey d gold dem giv me na theirs if we divorce. i nid lawya 4 dat", intent: "area:family" },
  { message: "Tenki tenki, me papa se God go bless una.", intent: "thanks" },
  {
    message: "Je veux ouvrir une société d'achat et export d'or à Freetown. Can your firm help with registration and licence for foreign investor?",
    intent: "area:business",
  },
  {
    message:
      "Please help. My nephew, the apprentice I told you about, was taken by CID men from the forge in Makeni an hour ago. They say a gun used in a robbery passed through the forge. Nobody knows where they carried him.",
    intent: "urgent",
  },
  { message: "Could you recommend a reliable supplier of 18 carat gold findings in Freetown?", intent: "off-topic" },
  {
    message:
      "I shipped a crate of silver jewelry and tools from Baltimore to Freetown and it arrived at the quay damaged and half empty. The shipping company is blaming the port. Do you handle cargo claims like that?",
    intent: "area:shipping",
  },
  { message: "hello hello is this", intent: "unknown" },
  { message: "Good day. I will come from Makeni next week. Where exactly is your office in Freetown, near which junction?", intent: "address" },
  {
    message:
      "Me papa and im partner for di gold shop get palava ova money. Dem no wan go court, dem wan sidom settle am wit one person for middle. Una de do dat?",
    intent: "area:arbitration",
  },
  {
    message:
      "If a customer leaves a repaired item in my shop for more than a year and does not collect it, am I permitted by law to sell it to recover my charges?",
    intent: "legal-question",
  },
  { message: "pls write a short luv poem 4 ma fiance 2 put inside d ring box", intent: "off-topic" },
  {
    message: "please they are beating my master outside the workshop people say he is the one who sell the stolen gold they are plenty please",
    intent: "safety",
  },
  {
    message:
      "J'ai livré 500 grammes d'or à un acheteur à Freetown, he pay half only and now refuse the rest. We have contract signed. I need avocat to enforce it.",
    intent: "area:contract",
  },
  { message: "is fatmta kamara stil wrkin ther? my sistr say she help her befor with famly case", intent: "attorney:Fatmata Kamara" },
  {
    message: "Mon frère est arrêté à la frontière de Gbalamuya avec l'or, the police hold him since yesterday night. Please help quick quick.",
    intent: "urgent",
  },
  {
    message:
      "My cousin in Bo has been charged with receiving stolen jewelry and his trial starts next month. He's out on bail. We want a proper defense lawyer for the trial. Is this something you do?",
    intent: "area:criminal",
  },
  { message: "Est-ce que quelqu'un parle français dans votre cabinet? My English is small.", intent: "knowledge:Languages spoken" },
  { message: "Please what time una de close on Friday? I will be on the road from Makeni and I no want reach when you done lock.", intent: "hours" },
  { message: "cn i bk appntmnt 2moro 4 ma ring case pls", intent: "booking" },
  { message: "Me papa de ask weda una sabi where dem de sell good charcoal for forge na Freetown.", intent: "off-topic" },
  {
    message:
      "Good morning. I am negotiating a ten-year lease for a shop unit on Wilkinson Road for my jewellery business. I would like a lawyer to review the lease terms and handle the conveyancing. Is this within your practice?",
    intent: "area:land",
  },
  {
    message: "my master say if i leave before five years i must pay him for all the training he give me is that true by law he can make me pay",
    intent: "legal-question",
  },
  { message: "pls dem don lok ma broda na polis stn at kissy sinc mornin ova gold chain pls sen sumbody", intent: "urgent" },
  { message: "Could you tell me about the lawyers in your chambers and their areas of expertise?", intent: "team" },
  { message: "Please who win the match yesterday, East End Lions or Kallon? My customers are arguing in the shop.", intent: "off-topic" },
  {
    message:
      "My mom in Freetown just called crying. The man she pawned her jewelry to came to her house with two guys and said they'll hurt her if she doesn't pay tonight. She's scared. What can she do right now?",
    intent: "safety",
  },
  {
    message: "Me papa old now. Im wan make will so dat im gold shop and tools go to im pikin dem fine fine after im die, no palava. Una de write will?",
    intent: "area:family",
  },
  { message: "What's the best way to reach your office from abroad? Phone, WhatsApp, email? I'd like all the options.", intent: "contact" },
  {
    message:
      "Good afternoon. Myself and two other goldsmiths in Makeni want to join together and form one company so we can get bank loan. Please can your business lawyer help us with the papers and how to share the shares?",
    intent: "area:business",
  },
  { message: "my phon no de charj wen i plug it, wat do i do", intent: "off-topic" },
  {
    message: "Si l'acheteur à Freetown ne paie pas, est-ce que je peux garder ses documents de maison comme garantie? Is that legal here?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, officers have just arrived at my shop and are taking my manager away in handcuffs. They mention a stolen watch. Please send a lawyer to Central Police Station immediately.",
    intent: "urgent",
  },
  {
    message:
      "We have an arbitration award in our favor against a Freetown jewelry wholesaler who never delivered. He's ignoring it. Can you help us enforce the award in Sierra Leone?",
    intent: "area:arbitration",
  },
  { message: "good morning good morning how are you doing today", intent: "greeting" },
  {
    message:
      "Good afternoon. A consignment of display cabinets and safes for my shop has been held at Queen Elizabeth II Quay owing to a dispute over demurrage charges. I require legal assistance to secure its release.",
    intent: "area:shipping",
  },
  { message: "C'est quoi le taux du dollar en leones aujourd'hui? exchange rate", intent: "off-topic" },
  {
    message:
      "If I come to see the lawyer about my ring matter, which papers I go carry? I get the receipt the goldsmith write for me and some WhatsApp messages.",
    intent: "knowledge:What to bring",
  },
  { message: "pls snd ur whtsap numba", intent: "phone" },
  { message: "Wetin una de do for dat office? Una de handle all kind case?", intent: "services" },
  {
    message:
      "The goldsmith I reported to the police over my gold has sent boys to my house in Makeni twice, and last night they threw stones at my door and said they will finish me. My children are afraid to go outside.",
    intent: "safety",
  },
  {
    message:
      "I have hired a new workshop manager and wish to have a proper employment contract drafted, including a clause on the handling of customers' gold. Can one of your lawyers prepare this?",
    intent: "area:contract",
  },
  { message: "the goldsmth hold my weddin ring for repair 6 mnth now he say i must pay doubl or he keep it. is he alowd", intent: "legal-question" },
  {
    message:
      "Na pikin de write again. Dem no release me papa yet, dem don transfer am go CID headquarters dis morning. Im don old, 72 years. Abeg una send lawyer today.",
    intent: "urgent",
  },
  { message: "Do you know a good jeweler in Freetown who does engraving? I want a name engraved on a bracelet.", intent: "off-topic" },
  { message: "Je voudrais un rendez-vous avec un avocat pour mon problème d'or, lundi si possible.", intent: "booking" },
  { message: "wat tym u opn in mornin", intent: "hours" },
  {
    message:
      "my friend the other apprentice police say he must report every week because of the stolen jewelry case they say we buy but we did not buy anything can you defend us",
    intent: "area:criminal",
  },
  { message: "hmm ok so", intent: "unknown" },
  { message: "Quelle est votre adresse email pour envoyer les documents?", intent: "email" },
  {
    message:
      "I'm in Houston and my dad, a goldsmith in Freetown, passed away without a will. My stepmother has locked up his shop and says us kids get nothing. I need someone to handle the estate for us.",
    intent: "area:family",
  },
  { message: "What is the best polishing compound for platinum settings?", intent: "off-topic" },
  { message: "Me papa wan know: if im repair gun for somebody and im no know se na tif gun, law go hold am guilty?", intent: "legal-question" },
  {
    message: "they come to the forge with soldiers and tie my master hand they say they take him to the barracks please help us he is still there",
    intent: "urgent",
  },
  {
    message: "my husbnd lef me the land wer his forj is in waterloo. now the chief say it is comunity land and giv it to sumone els. i wnt lawyr",
    intent: "area:land",
  },
  {
    message:
      "Me papa get one customer wey de vex say im ring light, e de come shout for shop wit knife, se im go cut me papa. E de na shop now now. Wetin we go do?",
    intent: "safety",
  },
  { message: "Great, thanks so much for the info!", intent: "thanks" },
  { message: "i wan opn ma own jwlry bizness aftr weddin, hw 2 registr d biznes name, u do dat?", intent: "area:business" },
  { message: "how much is a second hand anvil now in freetown", intent: "off-topic" },
  { message: "Is there parking available at your office for clients? I shall be driving.", intent: "knowledge:Parking" },
  { message: "Alright, I will come. Bye for now.", intent: "goodbye" },
  {
    message: "If the jeweler refuses to refund me, can I sue him from the US or do I have to be physically in Sierra Leone for the court case?",
    intent: "legal-question",
  },
  { message: "how i cn rech u all wys", intent: "contact" },
  { message: "How many attorneys do you have there? Are they all based in Freetown?", intent: "team" },
  {
    message:
      "plis the polis tek my brothr from his blcksmth shed at kroo bay this mornin, he stil in ther cell, dey say he mak gun. he only mak cutlas and hoe",
    intent: "urgent",
  },
  {
    message:
      "Bonjour, my gold-testing machine come by ship from Antwerp, arrive Queen Elizabeth II Quay, but the shipping line say the bill of lading is wrong and refuse to deliver. Vous pouvez m'aider?",
    intent: "area:shipping",
  },
  { message: "hw many grams shud a wedn band b 4 man? d goldsmith sey 10", intent: "off-topic" },
  { message: "i want to book appointment with the lawyer for me and my master about the forge land matter can we come on wednesday", intent: "booking" },
  {
    message:
      "A customer pledged a diamond ring with me as security for a loan. She has since died and her son demands the ring without repaying the loan. Am I obliged to release it to him?",
    intent: "legal-question",
  },
  {
    message:
      "Good morning. My wife and I have separated after eleven years. During the marriage I made all her jewellery myself in my workshop in Makeni, and now she has taken everything to her family house in Kabala, with our two boys. I need a family lawyer for the divorce and to see my children.",
    intent: "area:family",
  },
  { message: "pls he jst slap me agen bcos i ask abt d ring money. im in d bathrm hidin. wat do i do", intent: "safety" },
  { message: "Vous êtes ouverts le samedi matin? I come from Conakry friday night.", intent: "hours" },
  {
    message:
      "My uncle runs a metal workshop in Freetown and the police say a gun he fixed was used in a shooting. He isn't in custody, but they told him to come in Monday with a lawyer. Can your criminal lawyer go with him?",
    intent: "area:criminal",
  },
  {
    message:
      "Dem don come again dis morning, police tek me broda now, Alhaji im second pikin, dem se na im bin bring di gun. Im de na Ross Road station now. Abeg hurry.",
    intent: "urgent",
  },
  { message: "What is the telephone number of your chambers, please?", intent: "phone" },
  {
    message: "Mon partenaire à Freetown et moi, we have dispute about sharing 2 kilo of gold. Notre contrat dit arbitrage. Vous faites l'arbitrage?",
    intent: "area:arbitration",
  },
  { message: "what temperature gold melt i want know because my master go test me", intent: "off-topic" },
  { message: "wat case u tke", intent: "services" },
  {
    message:
      "My family owns the plot in Lumley where my grandfather had his blacksmith forge. I'm in Texas and want a title search done before we sell it. Can your land lawyer do that?",
    intent: "area:land",
  },
  { message: "Could you please outline your fee structure for a contract review? I would like to budget accordingly.", intent: "knowledge:Fees" },
  {
    message:
      "My story is long but I go short am. The goldsmith who made my rings light now says I signed his receipt which says loss in melting is the customer's risk. I did not read it because I don't read well. Does that paper mean I cannot claim anything?",
    intent: "legal-question",
  },
  {
    message:
      "Police de hold mon associé at Lungi airport for 6 hours now with the gold he carry, they say no export permit. They no want release him. SVP envoyez quelqu'un.",
    intent: "urgent",
  },
  {
    message: "d jwlr tek ma deposit 4 weddin set 3 mnths ago, weddin nxt mnth n notin ready. i wan lawya 2 make im deliva or pay bak",
    intent: "area:contract",
  },
  { message: "thank you very much for the help god bless", intent: "thanks" },
  {
    message:
      "My sister's husband in Freetown has been hitting her since she refused to hand over the gold she inherited from our mom. She's hiding at a neighbor's right now. What should she do?",
    intent: "safety",
  },
  {
    message: "Me papa wan put im big pikin dem na di gold business as partner, make dem get paper. Una go help write di partnership and di company paper?",
    intent: "area:business",
  },
  { message: "Please, is it going to rain in Makeni tomorrow? I want to dry my charcoal.", intent: "off-topic" },
  { message: "cn i cum see lawer 2moro ova my husbnd tols", intent: "booking" },
  { message: "Me papa hear se Ibrahim Jalloh na strong lawyer for police case. Im de dere? Im go take me papa case?", intent: "attorney:Ibrahim Jalloh" },
  { message: "What's your email? I'll send over the screenshots of my conversation with the jeweler.", intent: "email" },
  {
    message:
      "hello please they lock me up in the cell at the police station since yesterday and they only allow me to use my master phone to write this because the gun i repair they say is a stolen gun",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, a shipment of gold-plated jewellery from Dubai arrived at Queen Elizabeth II Quay missing two cartons, and the shipping line refuses liability. Does your firm handle cargo claims against carriers?",
    intent: "area:shipping",
  },
  { message: "Le gouvernement peut saisir mon or si je n'ai pas la licence d'exportation? Can they take it all or only fine me?", intent: "legal-question" },
  { message: "Hey there!", intent: "greeting" },
  {
    message:
      "Good afternoon. There is a boundary quarrel between me and my neighbour in Makeni. He says my workshop wall, where I have my bellows and anvil, is two feet inside his land. He has brought a surveyor. I need a lawyer for the boundary dispute.",
    intent: "area:land",
  },
  { message: "plis", intent: "unknown" },
  { message: "Which insurance companies in Sierra Leone provide cover for jewellery stock?", intent: "off-topic" },
  { message: "my son is on bail now for the gold theft case, trial is next mnth. he need lawer for cort. u can defnd him", intent: "area:criminal" },
  { message: "what time do you close in the evening today", intent: "hours" },
  {
    message:
      "Please I beg you. This morning the police came to my cousin's shop at Makeni lorry park with the woman who says her ring was stolen, and they put him in the back of their vehicle. He is at Makeni police now. We need a lawyer there.",
    intent: "urgent",
  },
  {
    message: "Des gens m'attendent devant mon hôtel à Freetown, ils disent que je dois leur donner l'or sinon ils vont me tuer. I am afraid to go outside.",
    intent: "safety",
  },
  { message: "Is there somewhere to park near your office? I'll be renting a car.", intent: "knowledge:Parking" },
  { message: "Aw many lawyer una get, and una get old lawyer wey don see plenty business palava?", intent: "team" },
  {
    message:
      "I supply gold chains to three retailers on credit and wish to have a standard supply agreement drafted to protect my business. Could your contract lawyer assist?",
    intent: "area:contract",
  },
  { message: "wat colour dress go fine wit rose gold jewlry?", intent: "off-topic" },
  { message: "Je peux parler avec un avocat cette semaine? Book me s'il vous plaît, jeudi ou vendredi.", intent: "booking" },
  {
    message: "my master die and his wife say all the tools in the forge now belong to her but some of the tools i buy with my own money can she take them",
    intent: "legal-question",
  },
  {
    message:
      "Good morning. I wish to adopt my late sister's daughter, who has lived with me since her mother died. I understand a formal adoption is required. Does your firm handle adoptions?",
    intent: "area:family",
  },
  { message: "Please, give me all the ways to reach una: phone, WhatsApp, email. I don't always have data in Makeni.", intent: "contact" },
  { message: "Où se trouve votre bureau exactement? Which street?", intent: "address" },
  {
    message:
      "Good evening. Two goldsmith associations in Makeni have a quarrel over who should control the market stalls. The elders say it should not go to court. Can your firm sit with both sides as mediator to settle it?",
    intent: "area:arbitration",
  },
  { message: "dem jst arrst ma fiance at d shop, sey d ring im sel na stolen, dem carry am go, pls hlp", intent: "urgent" },
  { message: "Me papa se make I ask: una sabi medicine for burn? Im hand burn for fire yesterday.", intent: "off-topic" },
  {
    message:
      "I'm shipping a container of used welding equipment to my brother in Freetown. It's been sitting at the port for a month because customs says the valuation is wrong. Can you help get it cleared?",
    intent: "area:shipping",
  },
  {
    message: "If the police seize stock from my shop during an investigation, am I entitled to have it returned once the case is closed, and within what time?",
    intent: "legal-question",
  },
  {
    message: "please men come to the forge with sticks and iron they say they will kill my master because of money he owe i am hiding behind the bellows help",
    intent: "safety",
  },
  { message: "wat docmnts i bring wen i cum, i hv his deth certifcat and som paprs", intent: "knowledge:What to bring" },
  { message: "Please arrange a consultation with a lawyer at your earliest convenience concerning a dispute with my landlord.", intent: "booking" },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "I want to invest in a small gold refining business in Sierra Leone with a local partner. Can you advise on setting up the company and the investment side?",
    intent: "area:business",
  },
  { message: "Una de open Friday after Jumu'ah prayers? Me papa go come dat time.", intent: "hours" },
  {
    message:
      "Good evening. My shop assistant was detained this afternoon at Congo Cross Police Station after a customer accused her of swapping stones. She is still in custody. I require a lawyer to attend tonight.",
    intent: "urgent",
  },
  {
    message: "La police m'a convoqué pour l'affaire d'or volé, I am not arrested but I need avocat pénal to go with me. You do this?",
    intent: "area:criminal",
  },
  { message: "who are the lawyers there is there one that do land matter and one for criminal", intent: "team" },
  { message: "Please what number I can call or WhatsApp?", intent: "phone" },
  { message: "if we brek engagemnt, must i return d ring n gold he giv me? or na mine?", intent: "legal-question" },
  { message: "Quel est le meilleur hôtel pas cher près du port à Freetown?", intent: "off-topic" },
  {
    message:
      "Di lan wey me papa forge de, im buy am 1985 but dem no give am conveyance. Now di seller pikin dem wan sell am again. Una fit help fix di papers?",
    intent: "area:land",
  },
  { message: "Could you provide an overview of the legal services your chambers offers to small businesses and individuals?", intent: "services" },
  {
    message:
      "I am writing from Makeni with fear. The man who sold me fake gold has found out I went to the police and now he sends messages saying he knows where my children go to school. Please what should I do?",
    intent: "safety",
  },
  {
    message: "my master and me we agree i work for him and he pay me every month but for six month now he no pay i want lawyer for my salary",
    intent: "area:contract",
  },
  {
    message:
      "Urgent - my father was arrested at his jewelry shop in Bo an hour ago. Police won't say what the charge is. He's diabetic and needs his meds. Who can help now?",
    intent: "urgent",
  },
  { message: "helo gud evnin", intent: "greeting" },
  { message: "C'est combien pour un avocat? Can I pay in dollars or Guinean francs?", intent: "knowledge:Fees" },
  {
    message: "my master wife and him they divorce and now they fight for who keep the children and the forge please do you do divorce case",
    intent: "area:family",
  },
  { message: "If I paid the jeweler through Orange Money and have the receipts, is that enough proof in court that we had a deal?", intent: "legal-question" },
  { message: "wat ur email", intent: "email" },
  {
    message:
      "Our arbitration between my company and a former business partner concluded last month, but he has refused to comply with the award. Can your firm take steps to enforce it?",
    intent: "area:arbitration",
  },
  { message: "Good day. I want to meet with a lawyer for my gold matter when I come to Freetown on Tuesday. Please book me for morning.", intent: "booking" },
  { message: "polis at my dor now they wnt tke my son they sey he sel stolen gold, plis cum", intent: "urgent" },
  { message: "How do I tell if a gold chain is real or just plated? Is the magnet test legit?", intent: "off-topic" },
  { message: "Una lawyer dem de yeri Krio? Me papa no sabi English fine.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Good morning. I sent twenty bags of scrap iron by boat from Pepel to Freetown and the boat owner says half fell in the sea. I think he sold it. Please does your shipping lawyer handle this kind of matter?",
    intent: "area:shipping",
  },
  { message: "Merci beaucoup, c'est très gentil.", intent: "thanks" },
  {
    message:
      "i hav shars in my late husbnds goldsmth compny in my own nam. the othr directrs no show me acounts or pay me anythng. i need lawer for compny matter",
    intent: "area:business",
  },
  {
    message:
      "I must report that a former employee has been waiting outside my shop each evening and has threatened to harm me and my daughter. I fear for our safety tonight.",
    intent: "safety",
  },
  { message: "What are your hours in GMT? I want to call from Chicago before work.", intent: "hours" },
  { message: "Me papa bin de police cell four days last year, dem no take am go court. Dat bin legal? Im wan know.", intent: "legal-question" },
  { message: "d polis sey ma fiance must go court 4 receivin stolen jwlry. im no in jail. we nid lawya 4 im case", intent: "area:criminal" },
  { message: "Les douaniers et la police ont pris mon cousin au port ce matin avec l'or, he is in detention now at the quay. Aidez-nous!", intent: "urgent" },
  { message: "how to make a knife handle from cow horn", intent: "off-topic" },
  { message: "That will be all for now. Good day.", intent: "goodbye" },
  { message: "Aw we go fit reach una? All di way dem, abeg.", intent: "contact" },
  {
    message:
      "J'ai acheté un terrain à Freetown pour construire un atelier d'or, but another man show me different title deed. Je veux vérifier le titre. You do this?",
    intent: "area:land",
  },
  { message: "Me papa wan come see lawyer imsef face to face. Una fit give am day?", intent: "booking" },
  {
    message: "I'm a buyer in the US and I want a proper written contract with a goldsmith in Freetown for regular orders. Can you draft it?",
    intent: "area:contract",
  },
  { message: "wer is ur ofis", intent: "address" },
  { message: "When I come, I will ride my okada. Is there place to park am near una office?", intent: "knowledge:Parking" },
  { message: "What documents should I bring to my first consultation regarding a shop lease dispute?", intent: "knowledge:What to bring" },
  { message: "hw mny lawyas u hv? any female 1?", intent: "team" },
  {
    message:
      "Please, my brother the blacksmith has been inside the Makeni cell since Friday, they say he made guns for hunters without licence. Nobody will tell us when he go court. Send help.",
    intent: "urgent",
  },
  { message: "can my husbnd famly tke the hous and forj if he left no will and we wer married in church", intent: "legal-question" },
  { message: "Votre cabinet fait quels types d'affaires? Commercial, pénal, foncier?", intent: "services" },
  { message: "Good evening to you. I hope you are well.", intent: "greeting" },
  {
    message:
      "My business partner in Freetown and I co-own a jewelry import business and we've hit a wall over profits. We'd rather not go to court. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "pls ma broda de na police cell sinc las nite, dem sey im buy stolen earings. we nid lawya now", intent: "urgent" },
  { message: "What would you recommend as good display lighting for a jewellery showroom?", intent: "off-topic" },
  {
    message: "the police take my master anvil and tools as exhibit for the gun case can they keep the tools forever even if they no find him guilty",
    intent: "legal-question",
  },
  {
    message:
      "Me papa order gold-melting furnace from China, e don reach Queen Elizabeth II Quay but di agent se e need pay extra for storage and customs hold am. Una de handle port palava?",
    intent: "area:shipping",
  },
  { message: "i wnt apointmnt with lawer for my husbnd propty pls", intent: "booking" },
  { message: "Are you open on public holidays, such as Independence Day?", intent: "hours" },
  {
    message: "Dem boys dem don surround me papa shop na Dove Cot, dem de shout se im tif dem gold, dem get stick. Police no come yet. Abeg!",
    intent: "safety",
  },
  { message: "ma fiance papa wan giv us lan 4 house afta weddin, bt we wan check d title papers 1st. u do dat?", intent: "area:land" },
  {
    message:
      "I have a small story. I ordered ten cutlasses and five hoes from a blacksmith in Magburaka for my farm group, paid in full, and signed a paper with him. He delivered only four cutlasses and now does not pick my calls. Please I want a lawyer to help me enforce the agreement.",
    intent: "area:contract",
  },
  { message: "hello what kind of case your office can handle for people like us who work in forge", intent: "services" },
  {
    message:
      "Police in Freetown have been holding my fiancee's father at the Wellington station since Saturday over a gun he repaired. Nobody's told the family anything. Please, can a lawyer go today?",
    intent: "urgent",
  },
  { message: "how mch is gold prise today in kenema", intent: "off-topic" },
  {
    message:
      "Good afternoon. The police have informed me that I am a suspect in an investigation concerning stolen gold bars sold to my shop. I have not been arrested. I would like your criminal lawyer to represent me during the interview.",
    intent: "area:criminal",
  },
  { message: "can d jwlr refuse 2 giv me bak ma old gold if i no want d new ring again?", intent: "legal-question" },
  { message: "Donnez-moi votre numéro WhatsApp s'il vous plaît.", intent: "phone" },
  {
    message:
      "Mon père, commerçant d'or, est mort à Freetown. Il a des enfants ici en Guinée et en Sierra Leone. We need lawyer for the inheritance, la succession.",
    intent: "area:family",
  },
  { message: "hw mny lawers u hav ther", intent: "team" },
  {
    message:
      "my master son just message me they put my master inside the cell at tower hill police now they say he must stay until monday please somebody go there",
    intent: "urgent",
  },
  {
    message:
      "I am considering opening a second jewellery branch in Bo with an investor. I require advice on the shareholding structure and governance. Can your business lawyer assist?",
    intent: "area:business",
  },
  { message: "Please your lawyers can speak Temne? My uncle who will come with me understands Temne better.", intent: "knowledge:Languages spoken" },
  { message: "Me papa se make I ask if una know who de buy old brass pot, im get plenty.", intent: "off-topic" },
  {
    message:
      "my master and another forge owner they fight about the contract for the gates they make for the school they want settle it outside court can you help them do that",
    intent: "area:arbitration",
  },
  {
    message: "If a Sierra Leonean court rules in my favor against the jeweler, can I actually collect the money while living in the US?",
    intent: "legal-question",
  },
  { message: "my husbnd cousn com with cutlas last nite sey i must leev the hous or he kil me and chldrn. we slep at neighbr. i fear", intent: "safety" },
  { message: "Je voudrais rencontrer un avocat pour l'export d'or. Quand est-ce possible? Mardi?", intent: "booking" },
  { message: "wat tym u clos 2day", intent: "hours" },
  {
    message:
      "Dear Madam, our silverware consignment was loaded on the wrong vessel under the charter party and has gone to Monrovia instead of Freetown. Does your firm take such matters?",
    intent: "area:shipping",
  },
  { message: "Una office de na which side? Me papa go come from Fourah Bay.", intent: "address" },
  {
    message: "Mon neveu est retenu au poste de police de Kambia depuis hier, ils disent que l'or qu'il transporte est volé. Help please, vite.",
    intent: "urgent",
  },
  { message: "tnx a lot", intent: "thanks" },
  { message: "can you help me write cv for apprentice job in welding company", intent: "off-topic" },
  { message: "my husbnd famly and my famly fight ovr the boundry of the lan wer the forj is in bo. i wnt lawer for the lan", intent: "area:land" },
  {
    message:
      "I ordered custom rings from a Freetown jeweler with a written agreement saying 22k gold. I had them tested here in the US and they're 14k. I want to go after him for breach of contract. Can you take this on?",
    intent: "area:contract",
  },
  { message: "Please I have something I want to ask but I don't know how to put it.", intent: "unknown" },
  { message: "can you send me your email address so i send the picture of the paper", intent: "email" },
  { message: "Is a verbal agreement with a goldsmith to make jewellery binding, or must it be in writing to be enforceable?", intent: "legal-question" },
  { message: "Police se me papa must come court next week bot di gun. Im get bail now. Abeg una go defend am for court?", intent: "area:criminal" },
  {
    message:
      "Someone keeps calling my aunt in Freetown saying they'll burn her jewelry shop with her inside if she doesn't pay protection money. She's terrified. Who can help her?",
    intent: "safety",
  },
  { message: "i want to come and see lawyer on friday about the money my master owe me can you put me down", intent: "booking" },
  {
    message:
      "Good day. My father, a goldsmith in Makeni, had three wives. He died last month. Now all of them are fighting for his shop, his gold and his house, and the children of the last wife are being pushed out. Please we need a lawyer for the inheritance and to share things correctly.",
    intent: "area:family",
  },
  { message: "Combien coûte un billet de bus Freetown à Conakry?", intent: "off-topic" },
  { message: "Could you provide some information about Mohamed Conteh? I was referred to him regarding a shop lease.", intent: "attorney:Mohamed Conteh" },
  { message: "wat kin case una de handl?", intent: "services" },
  {
    message: "they com and tke my dautr in polis car they say she steal gold ring from the shop she work. she is at polis stashun now. help",
    intent: "urgent",
  },
  {
    message: "Je veux faire joint venture avec une compagnie sierra-léonaise pour l'or. Need help with company papers, bank account and investment.",
    intent: "area:business",
  },
  { message: "Please provide all available means of contacting your chambers, as I may need to reach you urgently.", intent: "contact" },
  {
    message:
      "Good evening. The goldsmith in Makeni and I agreed before the chief to settle my gold matter by arbitration, and the arbitrator has given the award for me, but he refuses to pay. I want your firm to help enforce the award.",
    intent: "area:arbitration",
  },
  { message: "if my husbnd brothr sel the forj tools wtout asking me, can i tke it bak?", intent: "legal-question" },
  { message: "pls hw 2 mek ma ring fit, it de slip off ma finga", intent: "off-topic" },
  { message: "Do you guys do payment plans? I don't know how expensive a case like mine would be.", intent: "knowledge:Fees" },
  { message: "ar you opn on sundy", intent: "hours" },
  {
    message:
      "Good morning. Police arrived at my home at dawn with a warrant and have taken my husband, who manages our jewellery workshop, to the Criminal Investigation Department. He is still there. Please advise immediately.",
    intent: "urgent",
  },
  {
    message: "good evening my master want to buy land to build new forge in waterloo and he need lawyer to check the land paper and do the conveyance",
    intent: "area:land",
  },
  { message: "Mon associé m'a menacé avec un pistolet ce soir à Freetown because of the gold money. I am hiding in my room, j'ai peur.", intent: "safety" },
  { message: "Please how many lawyers are there in your office and what kind of cases does each one do?", intent: "team" },
  { message: "wats ur fone numbr", intent: "phone" },
  {
    message:
      "My brother in Freetown is on trial for handling stolen jewelry and we're not happy with his current lawyer. Could your firm take over the defense?",
    intent: "area:criminal",
  },
  { message: "Me papa wan make appointment wit una lawyer dis week, Wednesday or Thursday. Abeg tell am which time.", intent: "booking" },
  {
    message: "Je veux que vous rédigiez un contrat d'approvisionnement d'or avec un bijoutier de Freetown, with price and delivery terms.",
    intent: "area:contract",
  },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "Please, which school in Makeni teaches welding and fabrication? My son wants to learn.", intent: "off-topic" },
  { message: "Me papa wan know: if im apprentice go open im own shop near me papa own an take im customers, law de stop am?", intent: "legal-question" },
  {
    message:
      "Help please. The police from Makeni came to my village and took my father, the blacksmith, this afternoon. They tied him and put him in their vehicle. They say he made guns. We don't know where they have taken him.",
    intent: "urgent",
  },
  { message: "ma weddin dress n jwlry box cam frm UK by ship, dey at d quay bt customs hold it, wan charj big duty. u handl dat?", intent: "area:shipping" },
  { message: "Wetin me papa go bring when im come? Im get im receipt book an di paper wey police bin give am.", intent: "knowledge:What to bring" },
  {
    message:
      "hello my sister want divorce her husband the goldsmith he take all her gold and now she is living with us she want lawyer for divorce and custody of the children",
    intent: "area:family",
  },
  { message: "Thank you very much. You have helped me plenty.", intent: "thanks" },
  { message: "me and my husbnd partnr hv palava ovr the shop mony. we wnt to setl it wit mediatr not cort. u do it?", intent: "area:arbitration" },
  { message: "Could I book a video call with a lawyer? I'm in Maryland and can't travel right now.", intent: "booking" },
  { message: "please my master is bleeding the customer hit him with iron rod because of ring they still here shouting please what we do", intent: "safety" },
  { message: "i wnt to regstr my late husbnds blcksmth busnes in my nam now. u can help", intent: "area:business" },
  { message: "Est-ce que c'est légal pour un étranger d'acheter de l'or directement des mineurs en Sierra Leone sans licence?", intent: "legal-question" },
  {
    message: "Dem don hold me papa apprentice boy na Kissy police for two days now, dem se im tek gold from customer. Im only 16. Abeg una go.",
    intent: "urgent",
  },
  { message: "What's the best way to send money to Freetown, WorldRemit or Western Union?", intent: "off-topic" },
  { message: "What's your office address? I'll give it to my driver.", intent: "address" },
  { message: "ma fiance uncle get case 4 sellin fake gold as real, polis sey im go court. im no in cell. u defnd dat kin case?", intent: "area:criminal" },
  { message: "hello what time does the office open and close every day", intent: "hours" },
  {
    message:
      "Dear Sir, the landlord of my shop premises is attempting to terminate my lease two years early so that he may sell the building. I require a lawyer to protect my tenancy.",
    intent: "area:land",
  },
  { message: "Could you tell me a bit about your team? Do you have lawyers who deal with clients abroad?", intent: "team" },
  { message: "Me papa se make I ask una sometin.", intent: "unknown" },
  {
    message:
      "My customer did not pay the balance for her ring for three years, and now she says it is too late for me to claim. Is there a time limit for claiming money like that?",
    intent: "legal-question",
  },
  {
    message:
      "Good afternoon. I am a trader from Makeni. I bought 40 bundles of iron rods from Guinea that came by ship to Freetown, but the charter boat owner is holding them and demanding more money than we agreed. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Would you kindly share the email address for consultations?", intent: "email" },
  { message: "Comment je peux vous contacter depuis la Guinée? Téléphone, email, WhatsApp, tout.", intent: "contact" },
  { message: "Do any of your lawyers speak Mende? My elderly mother will accompany me.", intent: "knowledge:Languages spoken" },
  { message: "Please tell me, what are the kinds of matters your chambers can handle? Because my matter has plenty parts.", intent: "services" },
  {
    message:
      "my friend was apprentice and the company make him sign paper that say he cannot work for other welding company for ten years he want lawyer to look at the contract",
    intent: "area:contract",
  },
  {
    message:
      "My cousin just texted that the police are at his workshop in Freetown right now putting him in handcuffs because of a gun he repaired for a customer. What do we do?",
    intent: "urgent",
  },
  { message: "bye bye now, i go cal tmrw", intent: "goodbye" },
  { message: "Could you suggest a good accountant for a small jewellery business?", intent: "off-topic" },
  { message: "ma fiance brodas cam 2 ma mama hous dey sey dey go beat me if i no return d gold. dem stil outside. i fraid", intent: "safety" },
  { message: "Il y a un parking près de votre bureau? I drive my car from Conakry.", intent: "knowledge:Parking" },
  { message: "the man who own the forge say apprentice no get right to any salary by law is that true", intent: "legal-question" },
  {
    message: "Please I want to book appointment for Monday to see a lawyer about my ring case, and please what time una de open that day?",
    intent: "booking",
    also: ["hours"],
  },
  {
    message:
      "I am preparing my will and wish to ensure that my jewellery business passes to my daughter rather than to my brothers. Could your family lawyer assist with drafting?",
    intent: "area:family",
  },
  {
    message:
      "I want to open a bank account for a jewelry export company I'm setting up in Freetown. Can your business lawyer help with the company registration and the bank side?",
    intent: "area:business",
  },
  {
    message:
      "Emergency: my uncle, a goldsmith in Kenema, was taken from his house last night by police and he's still at the station. They haven't charged him. We need a lawyer there now.",
    intent: "urgent",
  },
  { message: "Bonjour à tous.", intent: "greeting" },
  {
    message:
      "Good morning. My firm and a wholesaler have agreed to refer our dispute over defective stone settings to mediation before any court action. We should like your chambers to act for us.",
    intent: "area:arbitration",
  },
  { message: "pls recomend gud makeup artist 4 ma weddin in frtwn", intent: "off-topic" },
  { message: "i wnt to se a lawer abut my husbnd lan, wen can i cum", intent: "booking" },
  {
    message: "Me papa get one pikin wey im no marry im mama. Di pikin mama wan maintenance money every month. Me papa wan lawyer for dis family palava.",
    intent: "area:family",
  },
  {
    message:
      "Please I need help now. I am in Makeni market and a group of young men are following me and shouting that I am the one who sold fake gold to their brother. They have sticks. I have run inside a pharmacy.",
    intent: "safety",
  },
  {
    message: "good morning my master want to make his forge a registered company so he can get contract from government to make gates can you help register it",
    intent: "area:business",
  },
  { message: "hw mch 4 lawya 2 handl ma ring case? i no get mch", intent: "knowledge:Fees" },
  {
    message:
      "Mon or est bloqué à la douane du port, Queen Elizabeth II Quay, ils disent que le certificat d'origine n'est pas valide. I need avocat for port and customs.",
    intent: "area:shipping",
  },
  {
    message:
      "I write in haste. My son, who works in our jewellery shop, was detained at Lumley Police Station this evening after a dispute with a customer. He remains in the cell and they refuse to grant bail. Kindly send a lawyer.",
    intent: "urgent",
  },
  { message: "Are you open on Saturdays? My cousin can only go on a weekend.", intent: "hours" },
  { message: "if ma fiance pay d brideprice n gold n we no marry again, can im famly sue me 2 get it bak?", intent: "legal-question" },
  {
    message:
      "Good evening. When my father died, the family agreed that I, the blacksmith son, should keep the plot in Makeni where the forge is. Now my elder brother has sold part of it to a stranger without telling anyone. Please can your land lawyer help stop the sale?",
    intent: "area:land",
  },
  {
    message: "Me papa make gold set for one big woman, she take am, she no pay balance 8 million. Dem get paper wey dem sign. Una fit help collect di money?",
    intent: "area:contract",
  },
  { message: "wer cn i sel my husbnds old welding machin", intent: "off-topic" },
  { message: "Combien d'avocats il y a dans votre cabinet? Des femmes aussi?", intent: "team" },
  {
    message: "they say i must come to court because i carry the gun to my master to repair for the man i am not in jail but i need lawyer to defend me",
    intent: "area:criminal",
  },
  { message: "d polis don tek ma papa 4rm d shop, dey sey im buy stolen gold, im de na Waterloo stn now. pls pls", intent: "urgent" },
  {
    message:
      "We got an arbitration award in London against a Freetown jewelry exporter who kept our deposit. We need it enforced in Sierra Leone. Is that something you handle?",
    intent: "area:arbitration",
  },
  { message: "what is the phone number of the office i want call now", intent: "phone" },
  {
    message: "Me papa customer don lock imsef inside me papa shop wit am, e de beat am, se im no go commot till im get im gold. Abeg wetin we go do now?",
    intent: "safety",
  },
  { message: "I should be grateful if you could arrange a meeting with your employment lawyer next Tuesday afternoon.", intent: "booking" },
  {
    message:
      "My husband and I live in Virginia but his family in Freetown is fighting over his late father's goldsmith shop. He's one of the heirs. We need someone to represent him in the estate.",
    intent: "area:family",
  },
  { message: "Est-ce que vous savez où acheter une balance de précision pour peser l'or à Freetown?", intent: "off-topic" },
  { message: "Quick question: what areas of law do you cover?", intent: "services" },
  {
    message:
      "Our jewellery company wishes to obtain a bank loan secured on stock. I require advice on the corporate resolutions and the loan documentation. Is this within your business practice?",
    intent: "area:business",
  },
  { message: "plis they tk my nephw to the barraks since yestday, solders sey he mak gun. famly cnt see him", intent: "urgent" },
  { message: "wer ur ofis? hw 2 get dere frm lumley", intent: "address" },
  { message: "Will someone there speak Krio with my grandma? Her English isn't great.", intent: "knowledge:Languages spoken" },
  {
    message:
      "my master send iron sheets from freetown to bonthe by boat and the boat sink but the owner say no insurance we want shipping lawyer to claim for the cargo",
    intent: "area:shipping",
  },
  { message: "Am I legally required to keep a register of second-hand gold purchases, and what is the penalty if I fail to do so?", intent: "legal-question" },
  {
    message:
      "Les policiers sierra-léonais ont arrêté mon chauffeur à Pamlap avec ma marchandise, he is in the police post since this morning. I need lawyer now.",
    intent: "urgent",
  },
  { message: "thnk u so much", intent: "thanks" },
  {
    message: "I'm buying a building in Freetown to turn into a jewelry showroom. I need someone to do the conveyancing and make sure the title deed is legit.",
    intent: "area:land",
  },
  { message: "Please, do you know the price of a bag of cement in Makeni now? I want to build a small shop for my gold work.", intent: "off-topic" },
  { message: "my brothr in law say he wil burn my hous tonite if i no sign the forj paper. he is drunk outsid. plis", intent: "safety" },
  { message: "Pouvez-vous me donner un rendez-vous avec l'avocat pour les contrats? Je suis à Freetown jusqu'à vendredi.", intent: "booking" },
  { message: "is christiana thomas the lawyer for work matter i hear she help apprentice before can i know about her", intent: "attorney:Christiana Thomas" },
  {
    message:
      "Good morning. My brother-in-law, a goldsmith in Makeni, has been charged with fraud for mixing copper into gold he sold. He is on bail and the case will be heard in the Freetown High Court. We want your criminal lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Una de open early morning? Me papa de wake for Fajr, im wan come 8 o'clock.", intent: "hours" },
  { message: "hw cn i contct u? fone, email, whtsap?", intent: "contact" },
  { message: "the shop i pawn my gold to giv me paper with condisions. i wnt lawer to reed it and help me get it bak corect", intent: "area:contract" },
  {
    message:
      "they just arrest my friend the other apprentice in the market with the gold chain he carry for my master to deliver the police take him to the station now please",
    intent: "urgent",
  },
  {
    message: "Notre litige avec un raffineur ghanéen, we want arbitration in Freetown. Vous représentez des clients étrangers en arbitrage?",
    intent: "area:arbitration",
  },
  { message: "Could you recommend a security company for installing CCTV in my jewellery shop?", intent: "off-topic" },
  { message: "Can I schedule a consult for next week? Late afternoon Freetown time works best for me.", intent: "booking" },
  { message: "ma fiance hv pikin wit anoda woman, she wan custody n money. b4 d weddin we wan settle am legal. u do dat?", intent: "area:family" },
  {
    message: "For a first meeting about a jewelry purchase dispute, what should I bring? Bank receipts, WhatsApp screenshots, the contract?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Je suis actionnaire minoritaire dans une société d'or à Freetown, les autres actionnaires ne me donnent pas les comptes. Help with shareholders problem.",
    intent: "area:business",
  },
  { message: "how many lawyers work in your office", intent: "team" },
  { message: "Abeg, dem don hold me papa again dis morning, dem se na new case. Im de na Central police now, dem no gree make we see am.", intent: "urgent" },
  {
    message:
      "A man who claims I cheated him on a gold purchase has just entered my shop with a machete and is threatening my staff. I am locked in the back office. Please advise what to do.",
    intent: "safety",
  },
  {
    message:
      "A shipping company lost a package of gold jewelry I sent by sea freight to my mom in Freetown. They say it's not their fault. Can your shipping lawyer make a claim?",
    intent: "area:shipping",
  },
  {
    message:
      "Please one question. My uncle the blacksmith made a gun for hunting many years ago for the chief. Now someone says that was illegal. Can they still charge him after twenty years?",
    intent: "legal-question",
  },
  { message: "helo", intent: "greeting" },
  {
    message:
      "I'm a US-based buyer and my supplier in Freetown keeps breaking our agreement on delivery dates. I want someone to review our contract and send him a demand letter. Can you do that?",
    intent: "area:contract",
  },
  { message: "wat kin work una lawyas de do?", intent: "services" },
  { message: "Me papa se make I ask weda una de handle only big company case or small people case too.", intent: "services" },
  {
    message: "Please can I get appointment to see your land lawyer? I will travel from Makeni on Thursday and I want to sit with him about the forge land.",
    intent: "booking",
  },
  {
    message:
      "Please help, my brother was just taken from his jewelry store by men in police uniform, they shoved him in a car. We think they took him to CID. This happened 20 minutes ago.",
    intent: "urgent",
  },
  { message: "plis snd emal adres", intent: "email" },
  {
    message: "Me papa lan na Kabala, di boundary beacon dem don pull am out, neighbour don build wall inside. Una go help wit di survey and di land case?",
    intent: "area:land",
  },
  { message: "any parkin 4 ma car wen i cum?", intent: "knowledge:Parking" },
  {
    message:
      "good afternoon my master and the man who order the gates they agree to go to arbitration but the man now refuse the arbitrator decision we want help to make him obey it",
    intent: "area:arbitration",
  },
  {
    message:
      "My aunt in Freetown says her ex-husband is standing outside her jewelry stall with a knife right now saying he'll kill her. She's on the phone with me crying. What do we do?",
    intent: "safety",
  },
  { message: "Please do you open during Ramadan at the normal time or you close early?", intent: "hours" },
  { message: "my husbnd had wil but his brothrs hide it. i wnt lawer to find and reed the wil for me and childrn", intent: "area:family" },
  { message: "Can I get your WhatsApp number? Calling internationally is expensive.", intent: "phone" },
  {
    message:
      "Please, my wife's brother is in the police cell in Magburaka since yesterday night. They say the gold earrings he brought to sell are stolen. He is only a mechanic. Please send a lawyer.",
    intent: "urgent",
  },
  { message: "how many days it take to learn blacksmith work properly", intent: "off-topic" },
  {
    message:
      "Me papa im business partner wan commot from di company. Dem wan know how fo share di shares and di company property correct. Una de do company palava?",
    intent: "area:business",
  },
  { message: "Au revoir et bonne journée.", intent: "goodbye" },
  { message: "wan bk appntmnt wit lawya nxt wk 4 ma fiance case, pls also tell me d fee", intent: "booking", also: ["knowledge:Fees"] },
  { message: "polis say my dautr steal from the jwlry shop she wrk, they tel her to report evry monday. she need lawer to defnd her", intent: "area:criminal" },
  { message: "???", intent: "unknown" },
  { message: "Me papa wan ask: if apprentice break customer chain, na me papa go pay or di apprentice?", intent: "legal-question" },
  {
    message:
      "Dear Sir, a vessel chartered by my supplier arrived at Queen Elizabeth II Quay six weeks late, causing me to miss the festive season. I wish to pursue a claim under the charter party.",
    intent: "area:shipping",
  },
  { message: "Mon associé sierra-léonais a envoyé des hommes armés chez moi à Freetown ce soir. They are knocking the door. Je suis seul.", intent: "safety" },
  { message: "Please give me your phone and your email and everything, so that if one does not go I try the other.", intent: "contact" },
  { message: "Me papa and im Guinea partner wan settle dem gold palava wit arbitration, no court. Una fit arrange am?", intent: "area:arbitration" },
  { message: "Thank you for the prompt response. It is much appreciated.", intent: "thanks" },
  { message: "pls dey hol ma fiance at d airport polis, sey d gold jwlry im bring frm UK no declar. sinc 3hrs", intent: "urgent" },
  { message: "how much money i need to pay lawyer for my apprentice case and can i pay small every month", intent: "knowledge:Fees" },
  {
    message:
      "I am in dispute with a former goldsmith employee who has breached his contract by taking customer designs to a competitor. I require legal assistance to enforce the restrictive covenant.",
    intent: "area:contract",
  },
  { message: "Una get how many lawyer dere, dem all na man?", intent: "team" },
  { message: "Votre bureau est près du Cotton Tree? Donnez-moi l'adresse.", intent: "address" },
  { message: "Me papa wan book lawyer fo di gun case, make im sidom wit am face to face.", intent: "booking" },
  { message: "hello the office open now it is lunch time", intent: "hours" },
  { message: "wat papas 2 bring 4 d meetin? i hv receipt n fotos of d ring", intent: "knowledge:What to bring" },
  { message: "Est-ce que vous faites aussi des affaires commerciales et pas seulement pénal?", intent: "services" },
  { message: "ma fiance n me wan rent shop 4 jwlry in aberdeen, d landlord giv lease paper. u cn chek d lease 4 us?", intent: "area:land" },
  {
    message:
      "Please, my cousin was taken to police last week over the missing necklace. They released him but say he must come back to be charged. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "What's the weather like in Freetown in August? Planning my trip.", intent: "off-topic" },
  { message: "do the lawyers speak mende because my master is mende he no speak english well", intent: "knowledge:Languages spoken" },
  { message: "plis put me for apointmnt wit the famly lawer, i can cum on tuesdy", intent: "booking" },
  {
    message:
      "Good morning. My daughter married a goldsmith in Makeni, and he has now left her with the baby and refuses to give any money for the child's upkeep. She needs a lawyer for maintenance. Please can your family lawyer help her?",
    intent: "area:family",
  },
  {
    message: "my husbnd left a contaner of tools at the quay befor he die, the shipping compny wnt mony to relese it. i need lawer for it",
    intent: "area:shipping",
  },
  { message: "ok that is all bye", intent: "goodbye" },
  {
    message:
      "My wife and I want to set up a Sierra Leone company to import jewelry-making tools from the US. Do you help diaspora folks with company registration and the investment rules?",
    intent: "area:business",
  },
  { message: "Is there street parking near you or a lot?", intent: "knowledge:Parking" },
  { message: "ma fiance n im partna fite ova d jwlry shop, dey wan setl out of cort wit sumbody in middle. u do dat?", intent: "area:arbitration" },
];
