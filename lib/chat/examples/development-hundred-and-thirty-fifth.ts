import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: local soap makers (black soap, country soap), cooking-oil pressers and the women's groups who sell them — writers: (1) Mammy Kadiatu Sesay, 58, black-soap maker in Kenema, Krio, voice-to-text on her grandson's phone; (2) Fatu Koroma, 34, chairlady of a women's soap and oil group in Makeni, SMS shorthand; (3) Alhaji Bockarie Kallon, 52, owner of a groundnut and palm-kernel oil mill in Bo, formal letters; (4) Isha Kanu, 23, country-soap seller at Big Market Freetown, mixed Krio-English with typos; (5) Sahr Lebbie, 40, coconut-oil presser in Koidu, Kono, long stories; (6) Mariama Fofanah, 45, treasurer of a women's savings group in Port Loko, short fragments; (7) Aminata Dumbuya, 31, in London exporting black soap and shea butter, polished emails; (8) Pa Foday Mansaray, 66, retired teacher helping his wife's soap business in Lunsar, old-fashioned English
export const DEVELOPMENT_HUNDRED_AND_THIRTY_FIFTH: LabelledMessage[] = [
  {
    message:
      "Abeg una help mi, polis dem don kam na mi soap yad dis mornin en tek mi boy pikin go Kenema station. Dem se di caustic soda we i bin de kip na stolen tin. I still de insay dey nau, dem nor gri lef am.",
    intent: "urgent",
  },
  { message: "pls hw long 2 charge d new solar lamp we buy 4 d soap shed, it nt holdin light at all", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I operate a groundnut and palm-kernel oil mill in Bo which has grown over twelve years from a family venture into an enterprise with nine workers. I now wish to register it as a limited liability company and bring in my two sons as shareholders. I should be grateful if your chambers could assist with this. Yours faithfully, Alhaji B. Kallon.",
    intent: "area:business",
  },
  { message: "helo gud mornin", intent: "greeting" },
  { message: "group treasurer run wit our susu money. can we take her to court and will she be forced to pay back everything?", intent: "legal-question" },
  {
    message:
      "My late father left a coconut plantation at Koidu that I use for my oil pressing. Last month a man came with a surveyor and planted beacons right through the middle of the trees, saying the chief sold it to him. My father had no paper but everyone in the town knows the land is ours. I need a lawyer to stand for me in this land matter.",
    intent: "area:land",
  },
  {
    message: "Good afternoon. Kindly inform me of the days and hours your chambers are open. I travel from Lunsar and would not like to meet the door locked.",
    intent: "hours",
  },
  {
    message: "mi man don bit mi agen las nite, i se if i go sell soap na market tumara i go kil mi. A de ayd na mi kompin os nau. wetin a fo du",
    intent: "safety",
  },
  {
    message:
      "Hello, I am a UK-based importer of Sierra Leonean black soap. A 20ft container of my goods was supposed to leave Queen Elizabeth II Quay three weeks ago but the shipping line says it is still sitting there because of a customs hold. Does your firm deal with port and customs problems like this?",
    intent: "area:shipping",
  },
  {
    message: "pls urgent!! council police arrest our chairlady n 2 women at makeni lorry park 4 selling oil wit no permit. dem de in d cell nw. hw una go help",
    intent: "urgent",
  },
  { message: "Mama dem, wetin na di korekt we fo mek blak soap wit koko pod ash en pam kanel oil? Mi own nor de set fayn, i de sofsof.", intent: "off-topic" },
  {
    message:
      "We supplied 300 gallons of refined palm-kernel oil to a restaurant chain in Freetown in March under a written supply agreement. They have paid only a third of the invoice and now ignore my calls. I require your firm's help to recover the balance.",
    intent: "area:contract",
  },
  { message: "how many lawyers una get?", intent: "team" },
  {
    message:
      "When my wife and I started the coconut oil business we did it together, with her money and mine. Now the marriage is finished and she has gone back to her people in Kailahun, taking the press machine with her. I want to do a proper divorce and sort out who owns what. Does your office handle divorce?",
    intent: "area:family",
  },
  { message: "how much una de charge fo consultation? a na jus soap seller o, mi money smol", intent: "knowledge:Fees" },
  {
    message:
      "Sir, my wife's younger brother, who carries her soap to the Lunsar market, was picked up by soldiers at the checkpoint last night and has not been released. They accuse him of smuggling. Please, what can you do today?",
    intent: "urgent",
  },
  {
    message: "If my clearing agent signed documents in my name without my permission and customs is now fining me, am I legally liable for the fine or is he?",
    intent: "legal-question",
  },
  { message: "i wan bk appntmnt wit lawyer 4 nxt wk abt our group land, any day xcept tues", intent: "booking" },
  {
    message:
      "Anyone know the going price of palm oil per gallon in Bo market this week? Our buying contract with the farmers says market rate and I want to check before I pay them.",
    intent: "off-topic",
  },
  { message: "una office de na wich side? A de kam from Big Market", intent: "address" },
  {
    message:
      "Two years ago I was arrested in Koidu and charged with receiving stolen coconuts. I was on bail and the case just died, nobody called me again. Now a summons has come saying the matter will be heard at the magistrate court next month. I need a criminal lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "man who lend us money says he will burn our soap shed tonight with us inside if we dont pay. we are afraid", intent: "safety" },
  {
    message:
      "There is a dispute between me and my former partner over the oil expeller we bought jointly. Neither of us wants the expense and publicity of court. Do you arrange mediation or arbitration before a neutral person?",
    intent: "area:arbitration",
  },
  { message: "tenki tenki mi pikin, God bless una", intent: "thanks" },
  { message: "Could you share the phone number for the Freetown office? Is it also on WhatsApp?", intent: "phone" },
  {
    message: "dem lock mi sista for Eastern police since yday morning bcos sey one customer comot rash from we soap. she still insai. pls help",
    intent: "urgent",
  },
  {
    message:
      "The district council now says every soap maker must hold a production licence. My wife has made soap in our backyard for thirty years. Is it lawful for them to close her down without any warning, and what penalty would she face?",
    intent: "legal-question",
  },
  { message: "we want lease small land 4 our group oil mill in makeni, need lawyer 2 check d papers b4 we pay", intent: "area:land" },
  {
    message:
      "Could you outline the range of services your chambers offer? I want to know whether you can support a small export business across its different legal needs.",
    intent: "services",
  },
  {
    message:
      "My coconut oil press has a crack in the screw shaft and the oil now comes out black. Which welder in Koidu can fix cast iron like this, or should I just buy a new one?",
    intent: "off-topic",
  },
  { message: "we want register women group as business name. you do that?", intent: "area:business" },
  { message: "pls a get wahala", intent: "unknown" },
  {
    message: "My container at the quay is due for release on Friday and I'd like to ring your office the same afternoon. What time do you close on Fridays?",
    intent: "hours",
  },
  {
    message:
      "For the meeting on my company registration, which documents should I bring along: tax clearance, my national ID, the old business registration certificate?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Since I reported my cousin for stealing oil from the store, his friends come to my house at night throwing stones and shouting that they will cut me. Last night they broke the window of the room where my children sleep. I am scared to stay there any more. What should I do?",
    intent: "safety",
  },
  {
    message:
      "Our new oil expeller imported from India has been held by customs at the port for a month. The clearing agent keeps asking for more money. Can your firm help get it released?",
    intent: "area:shipping",
  },
  {
    message:
      "hello lawyer mi husband dem carry am go station for kenema since yesterday evening say i sell soap with poison in am he still dey inside they no gree release am please come",
    intent: "urgent",
  },
  { message: "Good morning to you all.", intent: "greeting" },
  { message: "is Isatu Bangura still with your firm?", intent: "attorney:Isatu Bangura" },
  {
    message: "I bin pay one man fo mek 200 wood soap mold, i pay am ful money since January, up to now notin. I wan una fo help mi get mi money bak.",
    intent: "area:contract",
  },
  {
    message: "My wife has been asked to be a judge at the Lunsar women's day craft fair. Could you suggest a fair way to score the soap entries?",
    intent: "off-topic",
  },
  { message: "if 1 member of our group die, can her family come claim her share of d group money? wat d law say", intent: "legal-question" },
  {
    message: "I would like to come and see a lawyer in person when I am next in Freetown at the end of the month. Can you book me in for a consultation?",
    intent: "booking",
  },
  {
    message:
      "A competitor in Freetown has been selling fake soap with my brand label on it. I want to report it to the police and have them prosecuted. Does your firm handle that kind of criminal complaint?",
    intent: "area:criminal",
  },
  { message: "Ow a go fo kontak una? A nor sabi rid fayn.", intent: "contact" },
  { message: "pls wat d weather go be 4 makeni dis wk, we wan dry soap outside", intent: "off-topic" },
  {
    message: "My wife wishes to make a will leaving her soap business and the house to our three daughters. Could your chambers prepare the will for her?",
    intent: "area:family",
  },
  {
    message:
      "My junior brother who helps me at the mill was arrested this afternoon in Koidu after a fight with a customer. They have put him in the cell at the main station and are saying he will be on remand until court. Please, I need someone to go there now.",
    intent: "urgent",
  },
  { message: "Kindly provide your email address so that I may forward the documents.", intent: "email" },
  { message: "our group members quarrel over profit sharing. want neutral person settle it, no court", intent: "area:arbitration" },
  { message: "Wan man de fala mi from makit to os evri nait, i se if a nor gi am mi soap moni i go wund mi. A fred fo go out.", intent: "safety" },
  { message: "una lawyer dem sabi tok Mende? mi Krio nor fayn", intent: "knowledge:Languages spoken" },
  { message: "una open satiday?", intent: "hours" },
  {
    message:
      "Dear Sir, My wife's soap workshop sits on land we bought in 2009 but the conveyance was never registered. We now wish to regularise the title deed. Please advise whether you can undertake this.",
    intent: "area:land",
  },
  { message: "Who are the lawyers at your firm? Is there a woman among the partners?", intent: "team" },
  { message: "one 20 litre container of palm oil how many soap bars e go mek?", intent: "off-topic" },
  {
    message:
      "A bank gave me a loan for my coconut oil press and now, because I was late three months, they say they will sell my house which I used as security. Can they really sell the house without going to court?",
    intent: "legal-question",
  },
  {
    message:
      "My brother-in-law and I own the oil mill as partners with no written paper between us. He wants to bring in an investor from Guinea. I want a lawyer to set up a proper partnership structure and look over the investment.",
    intent: "area:business",
  },
  { message: "our chairlady detained at port loko police station now. pls send lawyer", intent: "urgent" },
  { message: "ok bye bye", intent: "goodbye" },
  {
    message: "Mi pikin na Amerika sen mi mashin fo pres oil, i don stak na wof tu mont nau. Dem se customs palava. Una de ep pipul fo dis kain tin?",
    intent: "area:shipping",
  },
  {
    message: "I will be in Freetown from 10 to 20 December. Could I book a meeting with Mohamed Conteh during that time about my export agreements?",
    intent: "booking",
  },
  {
    message: "I'm writing a short story for my soap brand's website about a grandmother who keeps custody of the family recipe. Could you help me write it?",
    intent: "off-topic",
  },
  { message: "d police charge me 4 assault aftr fight at market, court date nxt wk. need lawyer 2 defend me", intent: "area:criminal" },
  {
    message:
      "My daughter's husband has openly threatened to cut her with a cutlass because she refuses to hand him the money from her soap sales. She is staying with us, but he comes around the house every evening. I fear for her life.",
    intent: "safety",
  },
  { message: "Could you kindly state your fees for registering a company, and whether payment can be made in instalments?", intent: "knowledge:Fees" },
  {
    message:
      "I have a distributor in Bo who wants an exclusive agreement for my black soap. Could your firm draft the distribution contract, or review his version?",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir, I write in great distress. My mill manager was arrested at 6 a.m. today by CID officers and is at present held at the Bo police headquarters without charge. I should be grateful for immediate legal representation.",
    intent: "urgent",
  },
  {
    message: "Di landlord se a fo komot na di shop bifo end of mont bikos i wan gi am to im fambul. Mi rent nor don yet. I get rayt fo du dat?",
    intent: "legal-question",
  },
  { message: "my late husband left d oil mill, his brothers say it dem own. i need lawyer 4 d estate", intent: "area:family" },
  { message: "Thank you so much for the information, very helpful.", intent: "thanks" },
  {
    message:
      "We have an arbitration award against a trader who took 500 bars of soap on credit, but he still will not pay. Can your chambers help enforce the award?",
    intent: "area:arbitration",
  },
  { message: "wat ur phone num", intent: "phone" },
  { message: "Hello? Is someone there", intent: "unknown" },
  { message: "Wetin una de du na dis ofis? Una de ep wit ol kain kes?", intent: "services" },
  { message: "who win di match na di basketball court for Brookfields yday?", intent: "off-topic" },
  { message: "boundary problem with neighbour at our soap yard. need lawyer", intent: "area:land" },
  { message: "A wan kam si lawyer Monday, abeg mek una rayt mi nem", intent: "booking" },
  {
    message: "I'd like help opening a business bank account and obtaining an export licence for my company in Sierra Leone. Is this something you assist with?",
    intent: "area:business",
  },
  {
    message: "Mi man don day en im fambul se di os en di soap yad na fo dem, nor mi. Wi bin mared na mosk. Dem go ebul tek am from mi?",
    intent: "legal-question",
  },
  { message: "Where exactly is your Freetown office, please? Any landmark nearby?", intent: "address" },
  { message: "pls d man we owe say he go send boys 2 beat me 2nite. i de hide 4 my sister house", intent: "safety" },
  {
    message:
      "My wife's nephew was released on bail last week after five days in custody over a quarrel at the market. He now needs a lawyer for the court case. Can you represent him?",
    intent: "area:criminal",
  },
  { message: "what paper to bring for meeting about land?", intent: "knowledge:What to bring" },
  {
    message:
      "My mother in Kenema was taken by police this morning and she is still at the station. They say one of her soap customers complained. I'm in London, please can someone go to her now?",
    intent: "urgent",
  },
  { message: "Are your offices open during lunchtime? I would like to stop by around 1 pm.", intent: "hours" },
  {
    message:
      "We sent sixty drums of coconut oil by a small cargo boat from Bonthe to Freetown and the boat capsized near Shenge. The boat owner says it is not his problem. I want to make a claim for the lost goods.",
    intent: "area:shipping",
  },
  { message: "hi", intent: "greeting" },
  { message: "una get woman lawyer?", intent: "team" },
  { message: "What time does the Brussels flight land at Lungi on Thursdays? I am meeting a buyer there.", intent: "off-topic" },
  {
    message:
      "I hired three men to work at my press and gave them letters of employment. One of them I dismissed for stealing, and now he says I owe him three months pay. I want a lawyer to look at the employment paper and stand for me.",
    intent: "area:contract",
  },
  {
    message:
      "Our buyer has cancelled a signed order for 2,000 litres after we had already pressed and bottled it. Am I entitled to claim the full price or only my losses?",
    intent: "legal-question",
  },
  { message: "mi en mi bebi papa don separet, a wan aks fo child maintenance. una de du dat?", intent: "area:family" },
  { message: "I shall take my leave now. Good day.", intent: "goodbye" },
  {
    message:
      "Myself and the women's group that buys my oil have a disagreement about the price we agreed. They suggested we go to mediation with someone neutral instead of court. Can you handle that?",
    intent: "area:arbitration",
  },
  { message: "Pikin, abeg tel mi wetin go mek mi ni nor de pen mi so wen a de ton di soap pot", intent: "off-topic" },
  { message: "Is there parking near your Freetown office for a pickup truck?", intent: "knowledge:Parking" },
  { message: "dem don kam wit polis na wi os nau nau fo tek mi mama, dem se na im sel di soap we bon di pikin skin. dem de na di do! hep", intent: "urgent" },
  { message: "want to see lawyer about group registration. which day free?", intent: "booking" },
  { message: "Kindly tell me how I may reach your firm from Lunsar.", intent: "contact" },
  { message: "email address?", intent: "email" },
  {
    message:
      "I have pressed coconut oil at the same spot behind Koidu market for eleven years, paying ground rent to the town council every single year. This year a new councillor says the place will be given to a foreign company and all of us must leave in two weeks. Nobody has shown us any letter. Do we have any right to stay, or at least to be paid for moving?",
    intent: "legal-question",
  },
  { message: "my husband still in cell since friday. police port loko. no charge yet", intent: "urgent" },
  { message: "abeg help mi rayt wan short advert fo mi kontri soap, 3 sentence nomo, fo put na WhatsApp status", intent: "off-topic" },
  {
    message:
      "Good afternoon. I chartered space on a vessel for 400 cartons of shea butter and black soap bound for Felixstowe. The cargo arrived with half the cartons water-damaged and the carrier denies all responsibility. I would like your firm to pursue a cargo claim on my behalf.",
    intent: "area:shipping",
  },
  {
    message:
      "I should like to book an appointment for my wife and me with one of your lawyers next Tuesday regarding her soap business, and kindly let me know what papers we must bring.",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  {
    message: "Mi granpa lan na Blama we a de plant pam tri fo mi soap, nau mi brada dem wan sel am to wan big man na Kenema. A wan lawyer fo stop dem.",
    intent: "area:land",
  },
  { message: "my ex keep callin say he go throw acid 4 my face if i nt comot d group. he wait 4 me by d road evry evenin", intent: "safety" },
  { message: "A wan kam tumara, una go opin?", intent: "hours" },
  { message: "supplier took money for 10 bags caustic soda, no delivery 2 months. help", intent: "area:contract" },
  { message: "Could you kindly list the names of the lawyers in your chambers and the areas in which each one works?", intent: "team" },
  {
    message:
      "I am writing from Koidu. This evening the police came to the mill with a man who says the generator I bought from him last year was stolen. They handcuffed my wife, who was sitting at the till, and drove her away in their pickup. I don't know which station they took her to and nobody will tell me. Please, I need a lawyer now.",
    intent: "urgent",
  },
  { message: "Could you recommend a reliable supplier of food-grade plastic bottles for refined groundnut oil in Freetown?", intent: "off-topic" },
  {
    message:
      "My late grandmother in Kenema ran a well-known black soap business and left no will. My aunts and uncles are now quarrelling over the estate. As one of the grandchildren abroad, I'd like your firm to help with letters of administration.",
    intent: "area:family",
  },
  { message: "if customer bai mi soap en se i bon im skin, dem go fit lok mi up? wetin go apin to mi?", intent: "legal-question" },
  { message: "our group tek loan from d bank 4 oil machine, now bank want change d terms. need lawyer 4 d loan matter", intent: "area:business" },
  { message: "Kushe o! Aw una de?", intent: "greeting" },
  { message: "Please give me your telephone number, and your email address as well.", intent: "phone", also: ["email"] },
  { message: "What title should I give my coconut oil when I sell it in Freetown, Kono Gold or Pure Virgin? Which name sells better?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, my cousin Zainab, who runs our family soap workshop in Kenema, was detained at Kenema central police station last night following a complaint from a rival seller. She remains in custody this morning. Please could a lawyer attend to her as a matter of urgency?",
    intent: "urgent",
  },
  {
    message:
      "Where a supplier has delivered palm kernels that are mouldy and below the agreed grade, am I within my rights to reject the whole consignment and withhold payment?",
    intent: "legal-question",
  },
  {
    message:
      "I wish to report a theft. Thieves broke into my wife's store and carried away eighty cartons of soap. The police know the culprits but have done nothing. We want them prosecuted. Can your chambers assist?",
    intent: "area:criminal",
  },
  { message: "Do any of your lawyers speak French? My business partner is from Guinea and his English is limited.", intent: "knowledge:Languages spoken" },
  { message: "we n anoda group fight ova market space 4 selling soap. both want settle outside court. una do arbitrashun?", intent: "area:arbitration" },
  { message: "what kinds of cases you take?", intent: "services" },
  {
    message:
      "lawyer a de kol from Kenema mi gran pikin dem hold am na police since Saturday they say he thief oil drum they beat am he still na cell please help me quick",
    intent: "urgent",
  },
  {
    message:
      "The man I buy coconuts from says I cheated him on the weight. Yesterday he came to the mill with four boys holding cutlasses and told my workers that the next time they come, somebody will not leave alive. My workers have run away and I am now sleeping inside the mill to guard it. I am really scared.",
    intent: "safety",
  },
  { message: "Could you kindly confirm the address of your Bo office?", intent: "address" },
  { message: "a wan mit lawyer dis wik abt mi shop rent palava. Wich day a fit kam?", intent: "booking" },
  { message: "fishing boat carrying our oil drums missing at sea. want claim", intent: "area:shipping" },
  { message: "pls hw 2 fix generator dat nt start, d pull rope hard n it jus cough", intent: "off-topic" },
  {
    message:
      "I intend to purchase two town lots at Kpetema, Bo, to build a new oil storage warehouse. I should be grateful if you could conduct a title search before I commit any funds.",
    intent: "area:land",
  },
  { message: "can husband take my soap money by law?", intent: "legal-question" },
  { message: "hw a fit rich una?", intent: "contact" },
  {
    message:
      "I signed a paper with a wholesaler in Kenema to take 80 cartons of black soap every month for one year. After three months he stopped collecting and says the agreement is finished. I need your firm to enforce the contract.",
    intent: "area:contract",
  },
  {
    message:
      "Sir, a trader in Makeni ordered 1,000 bars of country soap from my wife on a written agreement, collected the goods and has refused to pay for four months. We need a lawyer to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "pls pls dem don hol mi broda na Kissy polis since las nite, dem se na im tif di oil galon dem. i nor kam out yet", intent: "urgent" },
  { message: "What are your opening hours? I'd like to call from London and want to get the timing right.", intent: "hours" },
  {
    message:
      "My daughter is seven and lives with her mother in Freetown. I send money for her every month from my coconut oil sales, but now the mother won't let me see her at all, not even at Christmas. I want custody, or at least to be able to see my child. Do you handle custody cases?",
    intent: "area:family",
  },
  { message: "What's the exchange rate today between the pound and the leone? I need to pay my shea butter supplier in Kenema.", intent: "off-topic" },
  { message: "thanks a lot", intent: "thanks" },
  {
    message:
      "My UK buyer insists on a clause that would stop me selling black soap to anyone else in Europe for five years. Would that be enforceable under Sierra Leonean law if I sign it here?",
    intent: "legal-question",
  },
  { message: "Na omos lawyer de na una ofis? A wan no dem nem.", intent: "team" },
  {
    message:
      "My wife's soap business has operated informally for decades. We wish to register a business name and obtain a trading licence from the council. Kindly assist.",
    intent: "area:business",
  },
  { message: "husband beat me yesterday, says more tonight. children with me. where to go", intent: "safety" },
  { message: "una email address plss", intent: "email" },
  { message: "police summon me 2 come station 2moro abt d fight at market. i need lawyer 2 go wit me", intent: "area:criminal" },
  {
    message:
      "Please help. Two policemen are at our gate at this very moment demanding that my wife go with them to the station over a complaint about her soap. She is frightened. Can one of your lawyers come or speak to them?",
    intent: "urgent",
  },
  { message: "If I come to your Freetown office on my okada, where can I park it safely?", intent: "knowledge:Parking" },
  { message: "A wan sen moni to mi pikin na Bo, wich wan beta, Orange Money or Afrimoney?", intent: "off-topic" },
  {
    message:
      "My contract with a French buyer has an arbitration clause and we've now fallen out over late payment. Could your firm represent me in the arbitration?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, I would be obliged if you could arrange a consultation for me with Ibrahim Jalloh at your Freetown office on any morning next week. Yours faithfully.",
    intent: "booking",
  },
  { message: "Di kansul man se a nor fo sel soap na rod sayd agen, if a sel dem go tek ol mi soap. Dem get rayt fo tek mi tin so?", intent: "legal-question" },
  {
    message:
      "My landlord in Koidu wants to double the rent for the shed where I press oil, and says if I don't agree I must leave by next month. We had a three-year lease and only one year has passed. I need help with this landlord and tenant matter.",
    intent: "area:land",
  },
  { message: "pls i nid hlp wit sumtin", intent: "unknown" },
  { message: "Please outline the services your chambers render to businesses and to private individuals.", intent: "services" },
  { message: "d soldiers take our 3 women from d oil mill 2day say dem nt pay tax. still at d barracks nw pls", intent: "urgent" },
  {
    message:
      "I agreed with a carpenter to build a new shed for my press and paid him half the money in advance. He put up only the pillars and disappeared to Guinea for three months. Now he is back and refuses either to finish or to refund. I want to take action on our agreement.",
    intent: "area:contract",
  },
  { message: "how to cook cassava leaf with palm oil step by step", intent: "off-topic" },
  { message: "Gi mi una fon nomba, a go kol", intent: "phone" },
  { message: "Hello there!", intent: "greeting" },
  { message: "want divorce. husband left 3 years. you handle?", intent: "area:family" },
  { message: "r u open nw?", intent: "hours" },
  { message: "Could you tell me a little about Christiana Thomas? What kind of cases does she handle?", intent: "attorney:Christiana Thomas" },
  {
    message:
      "My wife's soap was sold to a shop which later found some bars had cracked. The shopkeeper now says he will deduct the cost from every payment for a year. Is he permitted by law to do this without her consent?",
    intent: "legal-question",
  },
  { message: "mi ankul de tok se if a nor mared im fren i go bit mi te a day. a don ron komot na os, a de na mi kompin shop nau", intent: "safety" },
  {
    message:
      "I want to close the small company I registered for my coconut oil trade five years ago, because I now work alone. There are still some debts with the bank. Can your firm help wind the company up properly?",
    intent: "area:business",
  },
  {
    message:
      "My driver was arrested at the Mile 91 checkpoint this morning with a lorry of oil drums and is being held at the police post there. The police allege the waybill is false. Please send a lawyer.",
    intent: "urgent",
  },
  { message: "Is there any free legal help for poor women traders such as my wife? We are pensioners and cannot afford large fees.", intent: "knowledge:Fees" },
  { message: "Mi pikin sen mi soap mashin na kontena from China, di klirin ajent tek di moni en nor klia am. Una de ep?", intent: "area:shipping" },
  {
    message: "My granddaughter's homework asks for the main exports of Sierra Leone before independence. Could you help her with the answer?",
    intent: "off-topic",
  },
  { message: "my son was arrested last year, released. now they say he must go to court. need lawyer", intent: "area:criminal" },
  { message: "What's the best way to get in touch with your firm from the UK?", intent: "contact" },
  {
    message: "Mi en mi kompin we wi bin de mek soap togeda don kwaril ova di moni. Wi nor wan go kot. Una get pesin we go sidom wi en setul am?",
    intent: "area:arbitration",
  },
  {
    message: "Next time I come to Freetown I want to sit down with a lawyer about my mill. I arrive on Thursday the 14th. Is there a time free that day?",
    intent: "booking",
  },
  { message: "What is the smoke point of palm-kernel oil? I need to know how hot the vessel should get during refining.", intent: "off-topic" },
  { message: "if we sign paper wit d bank n 1 woman run away wit her part, must d rest of us pay her own loan?", intent: "legal-question" },
  { message: "family land quarrel, uncle sold our palm trees land. need help", intent: "area:land" },
  { message: "sister picked up by police tonight at market, now at station. help", intent: "urgent" },
  { message: "Before I choose, I would like to know how many lawyers work at your firm and who they are.", intent: "team" },
  { message: "ok c u later bye", intent: "goodbye" },
  { message: "I am coming down from Kono on Tuesday. From the lorry park at Kissy, how do I find your office?", intent: "address" },
  { message: "Do your lawyers converse in Temne? My wife is more comfortable in it than in English.", intent: "knowledge:Languages spoken" },
  { message: "we sign agreement wit hotel 2 supply soap evry mnth. dey want change d price. need lawyer 2 check d contract", intent: "area:contract" },
  {
    message:
      "I have received three anonymous letters threatening to kill me and set my mill ablaze unless I close down. Two nights ago someone fired a shot near my gate. I fear for my life and for my family.",
    intent: "safety",
  },
  { message: "wetin na di prays fo wan bag shea butter na Makeni? a wan bai", intent: "off-topic" },
  {
    message:
      "My late brother's children are now in my care. I wish to formally adopt the youngest, who is three years old. Kindly advise whether your chambers handle adoption.",
    intent: "area:family",
  },
  { message: "Could I schedule a video call consultation with a lawyer next week? I'm free most afternoons UK time.", intent: "booking" },
  {
    message:
      "They took my wife and my elder son from our house to Koidu police in the middle of the night. No one tells us why. It is now morning and they are still inside.",
    intent: "urgent",
  },
  { message: "dem charge mi fo fraud bikos wan wholesale uman se a tek im moni. kot de nex mont. a nid lawyer", intent: "area:criminal" },
  { message: "My workers want to start a union at the mill. Do I have the right to refuse, or can I dismiss anyone who joins?", intent: "legal-question" },
  { message: "phone case for tecno camon where to buy in port loko", intent: "off-topic" },
  {
    message:
      "I'm looking to invest in a cooperative of soap makers in Kenema, taking a share in exchange for machinery. Can your firm structure the investment and the shareholding?",
    intent: "area:business",
  },
  { message: "I am most grateful for your kind assistance.", intent: "thanks" },
  { message: "we sell oil 2 guinea by boat, d captain tek d goods n nt deliver all. 20 drum missing. una do sea cargo case?", intent: "area:shipping" },
  { message: "can i park my keke near ur office?", intent: "knowledge:Parking" },
  { message: "I don't know much about lawyers. What kinds of things does your firm help people with?", intent: "services" },
  { message: "My coconut oil goes cloudy in the rainy season. Is it spoiled, or can I still sell it?", intent: "off-topic" },
  { message: "Dem don lok mi dota na Kenema polis stayshon sin yestade. Nobodi nor de tel wi wetin i du. Abeg una kam.", intent: "urgent" },
  { message: "Would your office be open on the Monday after Easter?", intent: "hours" },
  {
    message:
      "Our association of oil millers in Bo has a quarrel with the transport union over haulage charges. Both sides have agreed to appoint an arbitrator. Could your chambers act for us in that process?",
    intent: "area:arbitration",
  },
  { message: "wat is una email? a go sen una pikchaz of mi papers", intent: "email" },
  { message: "book me lawyer thursday morning, land matter", intent: "booking" },
  {
    message:
      "I've just had a call from my supplier's daughter in Bo. Her mother, who makes the black soap I export, was arrested at the market this morning after a row with a council officer over her stall. She is being held at Bo police station and they're talking about taking her to court tomorrow. I'm in London and can't get there. Could a lawyer from your Bo office go and see her today?",
    intent: "urgent",
  },
  {
    message: "A bin sel 50 katin soap to wan man na Kenema, i se i go pe afta wan mont. Nau na fo mont, i nor pe, i de ayd fo mi. Una go ep mi fo get mi moni?",
    intent: "area:contract",
  },
  { message: "pls hw 2 renew my drivin licence in makeni, wat office do it?", intent: "off-topic" },
  {
    message:
      "Suppose my wife were to die before me, would the soap business pass to me or to our children under the law, seeing that she has no will at present?",
    intent: "legal-question",
  },
  {
    message:
      "Mi kompin uman we wi de sel soap togeda, im man de bit am evri de, las nait i tek stik nak am na ed. I de na mi os nau bot i se i go kam tek am bak.",
    intent: "safety",
  },
  {
    message:
      "My family is buying a plot at Waterloo for a small soap factory. Before we pay the vendor, could your firm carry out a search at the Ministry of Lands and handle the conveyancing?",
    intent: "area:land",
  },
  { message: "I will be in Freetown only on Saturday and Sunday. Is either of your offices open at weekends, even half day?", intent: "hours" },
  {
    message:
      "Dear Sir, a consignment of twelve tonnes of palm kernels we shipped to a buyer in Lagos was short-landed by three tonnes. The shipping agent refuses to accept liability. Kindly advise whether your chambers handle cargo claims of this nature.",
    intent: "area:shipping",
  },
  { message: "my sista detain at makeni police 4 2 days now bcos of loan palava wit microfinance. dem nt release her. pls wat 2 do", intent: "urgent" },
  { message: "who an who na di lawyer dem dey?", intent: "team" },
  {
    message:
      "Last year the police locked me up for three days in Koidu because a customer said my oil made his family sick. I was released without charge, but they kept my press machine as an exhibit and it is still at the station. I want a lawyer to help me get the machine back and clear my name.",
    intent: "area:criminal",
  },
  { message: "member borrowed from group, refused to pay. can we take her goods?", intent: "legal-question" },
  { message: "What sort of label design would appeal most to supermarket buyers for bottled groundnut oil?", intent: "off-topic" },
  { message: "I'd like to meet Adama Koroma while I'm in Freetown next month about setting up my company. How do I arrange that?", intent: "booking" },
  { message: "good evening", intent: "greeting" },
  { message: "Wi uman grup wan mek wi soap biznes bi rejista kompin. Una de du dat?", intent: "area:business" },
  {
    message:
      "I'm worried about my aunt in Kenema. She told me on the phone that her late husband's brother came to her house with some men and said that if she doesn't leave the soap yard by Friday, they will finish her. She has nowhere to go and she is alone with the children.",
    intent: "safety",
  },
  { message: "una get WhatsApp nomba?", intent: "phone" },
  {
    message:
      "My daughter and her fiancé wish to register their marriage properly, as they run the soap business together. Can your chambers help with the marriage formalities?",
    intent: "area:family",
  },
  {
    message:
      "Urgent. Police officers are at my mill in Bo at this moment with a warrant for my son's arrest. They are about to take him away. I require a lawyer to attend immediately.",
    intent: "urgent",
  },
  { message: "wetin a fo du fo mek mi an nor de bon wen a de mek blak soap? na medisin a nid", intent: "off-topic" },
  { message: "we want mediation with our oil buyer, you do it?", intent: "area:arbitration" },
  { message: "hw do i contact ur office", intent: "contact" },
  {
    message: "If the government introduces a new levy on locally pressed oil, can it be applied to supply contracts we signed before the levy took effect?",
    intent: "legal-question",
  },
  { message: "wetin a fo kam wit wen a kam fo di mitin? mi resit dem?", intent: "knowledge:What to bring" },
  {
    message:
      "Could your firm review an employment contract I'm offering to a production manager in Kenema? I want to be sure it's fair to both sides and clear about dismissal.",
    intent: "area:contract",
  },
  {
    message:
      "Mi sista bin de sel soap na PZ wen di siti kansul taskforce dem kam. Dem se i nor get pemit, dem bit am smol en trow am insay dem motoka. Dem kari am go Central polis. Nau i don pas fayv awa, i still de insay. Abeg wetin wi fo du?",
    intent: "urgent",
  },
  { message: "I'm running a trial of a new coconut variety on my farm. How many years before the trees start bearing?", intent: "off-topic" },
  { message: "d chief want take back d land he give our group 4 soap yard. we get paper. pls help", intent: "area:land" },
  {
    message: "Kindly reserve a consultation for my wife on Friday next at 10 o'clock, if a lawyer is free, concerning her late sister's property.",
    intent: "booking",
  },
  { message: "I should be glad to receive a summary of the legal services your chambers provide.", intent: "services" },
  { message: "he said he will kill me if i report. i am hiding at church", intent: "safety" },
  { message: "Wan man tif mi soap moni na makit, a no am. A wan mek polis kech am en kot am. Una go ep mi?", intent: "area:criminal" },
  { message: "open today till what time?", intent: "hours" },
  { message: "if my landlord sell d house we rent 4 d group, can d new owner drive us out b4 our lease finish?", intent: "legal-question" },
  { message: "Usai una ofis de na Bo? Mi pikin go kam wit mi", intent: "address" },
  {
    message:
      "I paid a clearing agent to clear two containers of coconut grating machines at the Quay. He collected the fees, then the containers were auctioned for overstaying. I want to take action over the lost goods.",
    intent: "area:shipping",
  },
  { message: "our member in cell since morning, waterloo police. no food. they say she owe", intent: "urgent" },
  { message: "I'm looking for a part-time job in Freetown for my cousin, anything in packaging. Do you know of any openings?", intent: "off-topic" },
  {
    message:
      "My company requires a licence to import a new refining plant, and the bank has asked for a board resolution before releasing the loan. Could your chambers prepare the documents?",
    intent: "area:business",
  },
  { message: "hw much 4 divorce case? cn i pay small small?", intent: "knowledge:Fees" },
  { message: "sister died, her children need guardian. family fighting. need lawyer", intent: "area:family" },
  {
    message: "If my aunt in Kenema signed away her share of the family soap business while she was very sick, can that signature be challenged?",
    intent: "legal-question",
  },
  { message: "tenki bad bad", intent: "thanks" },
  {
    message:
      "My wife and the cooperative she sells through have disagreed over unpaid commission. Both parties would prefer a respected neutral person to decide rather than a court. Could your chambers arrange such an arbitration?",
    intent: "area:arbitration",
  },
  { message: "allo? una de? mi pikin se a fo tok ya", intent: "unknown" },
  {
    message:
      "Please answer quickly. The police have come to the mill right now with a truck and are loading my workers into it, saying we sell adulterated oil. My foreman is already in the truck.",
    intent: "urgent",
  },
  { message: "Usai a go bai gud caustic soda na Kenema we nor go bon mi an?", intent: "off-topic" },
  { message: "cn i c lawyer 2moro 4 our group registration? any time", intent: "booking" },
  { message: "Kindly indicate how many partners and associates are at present with the firm.", intent: "team" },
  {
    message: "A hotel in Freetown has sent me a two-year supply agreement for coconut oil. Before I sign it, I want a lawyer to go through it line by line.",
    intent: "area:contract",
  },
  { message: "una de tok Limba? mi granma nor sabi Krio fayn", intent: "knowledge:Languages spoken" },
  {
    message:
      "My former business partner, whom I took to court last year, has sent men to my home twice this week. They tell my wife that I will be dealt with and that she should prepare for my funeral. We live in constant fear.",
    intent: "safety",
  },
  { message: "Please be good enough to furnish me with your email address.", intent: "email" },
  {
    message:
      "I have a survey plan for my mill compound, but the neighbour has moved the pillars at night and built a fence into my land. I want a lawyer to handle this boundary problem.",
    intent: "area:land",
  },
  { message: "That's all for now, goodbye!", intent: "goodbye" },
  {
    message:
      "My wife was taken in by the police at Lunsar this afternoon on a complaint by a customer. She is at the station as I write and they refuse to let me see her.",
    intent: "urgent",
  },
  { message: "if a sel soap bitwin di rod en dem kech mi, aw mos a go pe fayn? dem go lok mi?", intent: "legal-question" },
  {
    message:
      "Our factory was burgled and the police have arrested one suspect. We wish to engage counsel to follow the prosecution and make sure the case is pursued. Do you act for complainants?",
    intent: "area:criminal",
  },
  { message: "transport fare port loko to freetown now how much?", intent: "off-topic" },
  { message: "a wan si lawyer na Bo ofis, di uman wan, nex wik", intent: "booking" },
  { message: "we wan add 2 new partners 2 our soap company, need lawyer 4 d shares papers", intent: "area:business" },
  { message: "May I have the telephone number for the Bo office?", intent: "phone" },
  { message: "una de du ol kain lawyer wok?", intent: "services" },
  { message: "I don't have credit to call and I'm far from Freetown. What other way can I reach you people?", intent: "contact" },
  { message: "mi pikin dem arest am nau nau na di rod wit di oil galon. dem de tek am go stayshon. ep", intent: "urgent" },
  { message: "Hawa Turay na Bo, i stil de wok wit una? wetin i de du?", intent: "attorney:Hawa Turay" },
  { message: "a wan divos mi man, i nor de gi mi en di pikin dem notin. una de ep wit dis kain tin?", intent: "area:family" },
  { message: "my landlord son try 2 rape me las nite. i lock myself in d room. i fear 2 go out", intent: "safety" },
  {
    message: "My grandson needs a short speech for his school prize-giving, where he must thank the judges. Could you write one for him?",
    intent: "off-topic",
  },
  { message: "Kindly confirm whether your Bo office keeps the same opening hours as Freetown.", intent: "hours" },
  { message: "our shea butter container stuck at quay. need help", intent: "area:shipping" },
  {
    message: "If I stop paying the monthly rent because the landlord refuses to fix the roof that leaks on my machines, can he lawfully throw my things out?",
    intent: "legal-question",
  },
  { message: "Do you charge a flat fee for drafting a distribution agreement, or is it billed by the hour?", intent: "knowledge:Fees" },
  { message: "pls my husband hold at d police since 2dy morning, dey say he steal d group money. he still dey", intent: "urgent" },
  { message: "Good day. I hope you are well.", intent: "greeting" },
  { message: "mi en di uman we de bai mi soap get palava. wi wan setul am witout kot, wit mediator. una de du dat?", intent: "area:arbitration" },
  { message: "I thank you for your prompt response.", intent: "thanks" },
  { message: "hw 2 claim my bonus on d orange money promo? it nt showin", intent: "off-topic" },
  { message: "We wish to grant a lease of the shop in front of our house to a soap trader. Kindly prepare the lease agreement.", intent: "area:land" },
  { message: "Please can you make an appointment for me with Abdul Rahman Sesay? I want to discuss the problem with my press shed.", intent: "booking" },
  { message: "What documents should my wife prepare before she sees your lawyer about her estate matter?", intent: "knowledge:What to bring" },
  { message: "buyer cancel order after we make soap. agreement signed. help get money", intent: "area:contract" },
  {
    message:
      "My wife's family say I stole their daughter's money from the oil business. Her brothers have said openly in the market that they will waylay me on the Koidu road and make sure I don't reach home. I have stopped going to the market.",
    intent: "safety",
  },
  {
    message:
      "Hi, my business partner in Freetown was arrested at the port this morning while collecting our shipment. He's still being held at the port police post. What can your firm do right now?",
    intent: "urgent",
  },
  { message: "Mi man se bikos a nor bon pikin fo am i go drayv mi komot na os en tek di soap biznes. Di lo gi am rayt fo du dat?", intent: "legal-question" },
  {
    message: "A former employee stole my customer list and cash from my Freetown stall. I'd like to press charges. Can you handle it?",
    intent: "area:criminal",
  },
  { message: "Is there parking for a small car near your Bo office, or should I take a taxi?", intent: "knowledge:Parking" },
  { message: "Hello, it is me again from Kono. About what I said.", intent: "unknown" },
  { message: "need help wit child custody, my ex took my 2 kids 2 his village", intent: "area:family" },
  {
    message:
      "I took a loan from the bank in my business's name and they now want to register a charge over my machines. I need a lawyer to look at the bank loan papers.",
    intent: "area:business",
  },
  { message: "Could you recommend a hotel in Freetown with secure parking for my truck, near the market?", intent: "off-topic" },
  { message: "Which street is your Freetown office on?", intent: "address" },
  { message: "ur email pls", intent: "email" },
  { message: "How many lawyers do you have in the Bo office compared with Freetown?", intent: "team" },
  { message: "wetin na di bes fon fo wan milyon leones?", intent: "off-topic" },
  { message: "Could you kindly inform me what sorts of matters your chambers undertake?", intent: "services" },
  {
    message:
      "My wife's former husband has been calling her every night since she married me. At first it was only insults, but now he says he knows the road she takes to sell our oil in Tombodu and that one day she will not come back. Last week someone slashed the tyres of her bike at the market. She is afraid to leave the house, and I am afraid for her.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, Our company entered into a five-year supply arrangement with a soap manufacturer in Freetown, under which disputes are to be referred to arbitration. A disagreement has arisen concerning the quality of kernel oil delivered in the last quarter, and the manufacturer has now appointed its arbitrator. I should be grateful if your chambers would act for us and nominate an arbitrator on our side. Yours faithfully, B. Kallon.",
    intent: "area:arbitration",
  },
  { message: "pls come quick!! police dey inside our shop nw dey want carry d 2 girls who sell soap 4 station, say we sell fake brand", intent: "urgent" },
  { message: "a wan mek appointment fo si lawyer abt mi shop palava, en aw mos di fes mitin go kos?", intent: "booking", also: ["knowledge:Fees"] },
  { message: "our group paid the council for a market stall for 3 years. now they give it to another group. can they do that?", intent: "legal-question" },
  {
    message:
      "Early this year I ordered a coconut oil expeller from Ghana. It was shipped to Freetown and the bill of lading shows it arrived in April. But when my clearing agent went to the quay, the shipping line said the container had already been delivered to someone else on a forged release. I have lost everything I saved. I need a lawyer who understands port and shipping matters.",
    intent: "area:shipping",
  },
  {
    message:
      "My father passed away in Bo last year, leaving a house, a small oil mill and some land. My stepmother has taken over everything and won't let any of his other children near the papers. I live in London, but I'm the eldest and my siblings look to me. I'd like your firm to help us have the estate properly administered.",
    intent: "area:family",
  },
  {
    message:
      "I am writing on behalf of the Lunsar Women's Soap Association. This morning at about ten o'clock, officers arrested our secretary, Mrs Kargbo, at the market in front of everyone, saying she received stolen palm oil. She is being held at Lunsar police station and has not been given food or allowed to see anyone. We beg you to send a lawyer there.",
    intent: "urgent",
  },
  { message: "wat time ur office open n whr is it xactly", intent: "hours", also: ["address"] },
  {
    message:
      "Mi papa bin gi mi wan pis lan na Hangha rod, na dey a de mek mi soap fo twenti yia. Nau mi brada in pikin dem kam wit sovaya, dem se na dem lan, dem wan sel am. A nor get papa in leta bot ol di pipul na di vilej no. A wan una lawyer fo tinap fo mi.",
    intent: "area:land",
  },
  { message: "your lawyers, names?", intent: "team" },
  {
    message:
      "I export black soap from Kenema under my own brand, and a company in Ghana has started selling almost identical packaging with a very similar name. My brand isn't registered anywhere yet. Do I have any right to stop them, or is it too late because I never registered?",
    intent: "legal-question",
  },
  { message: "mi landlady pikin de tok se if a nor pe i go kam wit boys fo wund mi tonite. a de fred fo go os", intent: "safety" },
  {
    message:
      "Sir, In January my wife engaged a young man to build a brick oven and drying racks for her soap at a cost of four million leones, half paid in advance. He worked for two weeks and then vanished. His family now claim he was never paid at all. We hold his handwritten receipt. I should be pleased if your chambers could take the matter up.",
    intent: "area:contract",
  },
  { message: "Can I come in to see a lawyer about the coconut land on Wednesday afternoon?", intent: "booking" },
  {
    message: "i was detain 4 3 days last month n released, now police say i must report evry week n dey charge me. i need lawyer 4 d case",
    intent: "area:criminal",
  },
  {
    message: "I speak Kono better than Krio. Is there anyone in your office who speaks Kono, or can you find an interpreter?",
    intent: "knowledge:Languages spoken",
  },
  { message: "they took my son to station 1 hour ago. still there. port loko", intent: "urgent" },
  {
    message: "mi en mi sista we wi de mek soap togeda get palava ova di yad. wi wan neutral pesin fo disayd am, nor kot. una get dat savis?",
    intent: "area:arbitration",
  },
  {
    message:
      "My wife and two other women wish to form a company for their soap and oil trade, each holding equal shares. Please handle the registration for them.",
    intent: "area:business",
  },
  {
    message:
      "My sister in Makeni says her husband locked her out last night and threatened her with a machete because she went to the women's group meeting. She is staying at a neighbour's, but he keeps coming to the door. I'm far away and don't know what to do.",
    intent: "safety",
  },
  { message: "mi kontena wit shea bota don stak na di kway sin tu wik, dem de aks fo dumuraj. una de ep wit dis?", intent: "area:shipping" },
  { message: "Do you offer legal services beyond court cases, like advice and paperwork?", intent: "services" },
  { message: "Good morning, Sir/Madam.", intent: "greeting" },
  { message: "our group lease d land 5 yrs, owner die. can his children cancel d lease?", intent: "legal-question" },
  {
    message: "I carry my oil to Bonthe in a small boat and it takes in water on the way. What is the best way to bail it out and seal the leak for good?",
    intent: "off-topic",
  },
  {
    message:
      "Three of us coconut oil pressers in Koidu share one big expeller, and now we cannot agree on how to share the repair costs or who uses it on which days. The chief tried to settle it but the others didn't accept his word. We don't want to go to court because we are family. Could your firm provide a neutral person to mediate between us?",
    intent: "area:arbitration",
  },
  {
    message:
      "lawyer please my sister they take her since yesterday to the station in Kenema they say she sell soap without paper until now they don't release her she is in the cell with small baby",
    intent: "urgent",
  },
  { message: "Before my consultation on the shipping claim, what should I prepare: the bill of lading, invoices, photos?", intent: "knowledge:What to bring" },
  { message: "Mi man don lef mi fo ten yia, a wan divos am fo mi mared wit am na kot. Una de ep wit dat?", intent: "area:family" },
  {
    message: "Sir, I should be grateful if you would arrange for me to meet a partner at the Bo office on Monday morning concerning my company's affairs.",
    intent: "booking",
  },
  { message: "mi bos we a de sel soap fo am nor pe mi tri mont, i se na bikos di makit slo. I get rayt fo nor pe mi?", intent: "legal-question" },
  { message: "how to reach you?", intent: "contact" },
  {
    message:
      "A young man who used to work at my mill was accused of stealing a bag of copra and the police held him for two nights. He was released on bail on Friday. His mother came to me crying, asking me to find him a lawyer because his case is coming up at the magistrate court. Can your firm defend him?",
    intent: "area:criminal",
  },
  { message: "Are you open on public holidays, for instance Independence Day?", intent: "hours" },
  { message: "men came to our soap yard last night with sticks, said next time they will kill. we are scared to go back", intent: "safety" },
  { message: "Una fon nomba, abeg. A go tel mi gran pikin fo kol una.", intent: "phone" },
  { message: "What are the properties of shea butter that make it good for the skin? I need them for my product description.", intent: "off-topic" },
  { message: "a wan rejista mi soap biznes nem so dat a fit get lon. una de du dat?", intent: "area:business" },
  { message: "tnx so much", intent: "thanks" },
  { message: "una de opin na lonch taym? a wan kam wit mi kontena papers afta a sel mi soap", intent: "hours" },
  {
    message:
      "Sir, my nephew, who keeps the accounts at our Bo mill, was taken by military police from the office this morning and is presently held at the barracks. No reason was given. I request immediate legal assistance.",
    intent: "urgent",
  },
  {
    message:
      "If a member of my wife's cooperative takes soap on credit and dies before paying, is her estate obliged to settle the debt, or must the cooperative bear the loss?",
    intent: "legal-question",
  },
  { message: "we pay d printer 4 soap labels, he print wrong n refuse 2 redo. we get receipt n agreement. hlp", intent: "area:contract" },
  { message: "If I drive to the Freetown office, is there somewhere nearby to park?", intent: "knowledge:Parking" },
  { message: "Kindly tell me about Fatmata Kamara. Is she the head of the chambers, and how long has she practised?", intent: "attorney:Fatmata Kamara" },
  { message: "mi landlord wan drayv mi komot na di shop we a de sel soap, i nor gi mi notis. a wan lawyer fo dis tenant palava", intent: "area:land" },
  {
    message: "Could I arrange a consultation with a lawyer on Thursday via Zoom? I'm in London and need advice on setting up my export company.",
    intent: "booking",
  },
  { message: "mi fon skrin krak, usai dem de fix am cheap na Freetown? di shop se di warranty don don", intent: "off-topic" },
  {
    message:
      "Sir, a man who claims my wife owes him money has stood outside our house these three nights with a cutlass, shouting that she will not see Christmas. The neighbours are frightened, and so are we.",
    intent: "safety",
  },
  {
    message:
      "My son sent a drum of soap-making chemicals from Guinea through a clearing agent, and customs have seized it, claiming it was undeclared. Can your chambers deal with customs and clearing matters?",
    intent: "area:shipping",
  },
  {
    message: "I wish to acquire a lease of a warehouse at Kissy for storing oil drums. Kindly review the landlord's proposed lease before I sign it.",
    intent: "area:land",
  },
  { message: "Thank you very much, you have really helped me.", intent: "thanks" },
  { message: "dem ol mi kompin na Kissy polis stayshon fo tri de nau, dem se na im sel di soap we mek di pikin sik. i still de dey", intent: "urgent" },
  { message: "wat services u offer?", intent: "services" },
  {
    message:
      "There's a clause in my supply contract requiring mediation before any court action. My Kenema suppliers and I now have a dispute. Could your firm arrange the mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "The council in Koidu has sealed my mill, saying my premises are unsafe, but they gave no paper and no warning. Can they close my business without any written order, and will I be able to claim for the days I have lost?",
    intent: "legal-question",
  },
  { message: "Una de opin big mornin? A de kam wit fos kar.", intent: "hours" },
  {
    message:
      "My late brother's widow wants to remarry and take his children away from our family to Freetown. We want the court to decide who keeps the children. Do you handle child custody?",
    intent: "area:family",
  },
  { message: "Who was the first Sierra Leonean lawyer to become Chief Justice? My grandson needs it for a school quiz.", intent: "off-topic" },
  { message: "appointment for friday pls, any lawyer", intent: "booking" },
  {
    message:
      "Police have just carried my brother away from the mill, they put him in the back of the pickup. He is going to the station now. Please tell me what to do.",
    intent: "urgent",
  },
  { message: "how many lawyers r dere n r dey all in freetown?", intent: "team" },
  { message: "How much do you charge for a land case? I pay from my oil sales, so I would like to know before coming.", intent: "knowledge:Fees" },
  { message: "want to report man who stole our group money. want police to charge him. you help?", intent: "area:criminal" },
  { message: "abeg eh... a nor no aw fo se am", intent: "unknown" },
  { message: "Mi uman pikin se wan man de bad am na di os we i de wok, i de tek am bay fos. I de fred fo tok. Abeg wetin a fo du?", intent: "safety" },
  {
    message:
      "I want to bring in a partner who will invest money in my coconut oil business in exchange for shares. I need a lawyer to handle the investment papers and the registration.",
    intent: "area:business",
  },
  {
    message:
      "Where a bank has charged interest above the rate stated in our loan agreement, are we entitled to recover the excess, and how far back may we claim?",
    intent: "legal-question",
  },
  { message: "u speak krio? my english nt good", intent: "knowledge:Languages spoken" },
  { message: "Can you give me your email so I can send the photos of the survey plan?", intent: "email" },
  { message: "Una get uman lawyer na una ofis? A go fil fri fo tok to uman.", intent: "team" },
  { message: "Awrayt, a de go. Bye bye.", intent: "goodbye" },
  {
    message: "My wife wishes to sell the plot next to her soap workshop to a neighbour. Kindly handle the sale and the transfer documents.",
    intent: "area:land",
  },
  { message: "my husband dey police cell since 2dy mornin, d oil buyer report am. pls help nw", intent: "urgent" },
  { message: "A wan si wan lawyer we sabi tok Mende, Tuzdey. Una go rayt mi nem?", intent: "booking" },
  { message: "Abeg wetin di wedar go bi dis wik na Kenema? A wan dray mi soap na san", intent: "off-topic" },
  { message: "neutral person to settle group quarrel?", intent: "area:arbitration" },
  { message: "address of office pls", intent: "address" },
  {
    message:
      "We intend to charter a coastal vessel to carry groundnut oil from Freetown to Conakry. I should like your chambers to review the charter party before we commit.",
    intent: "area:shipping",
  },
  { message: "d loan collector say if i nt pay 2day he go come wit boys n strip me naked 4 market. i de hide", intent: "safety" },
  {
    message:
      "The buyer who takes my coconut oil to Guinea owes me for five deliveries. We have a written paper signed in front of the chief. I want a lawyer to recover my money.",
    intent: "area:contract",
  },
  { message: "At what hour does your office open in the mornings?", intent: "hours" },
  { message: "Hi, good afternoon!", intent: "greeting" },
  { message: "wat papers 2 bring 4 d meetin abt group registration?", intent: "knowledge:What to bring" },
  { message: "brother-in-law says he will beat me till i die if i sell my late husband's oil press. i fear at night", intent: "safety" },
  { message: "pls who win miss makeni pageant, i hear d judges cheat", intent: "off-topic" },
  {
    message:
      "My uncle has just messaged me from inside a police cell in Kenema on a borrowed phone. He says they've been holding him since Tuesday over a debt from the oil business. Please, can someone go to him?",
    intent: "urgent",
  },
  { message: "i wan talk 2 lawyer face 2 face abt d bank loan, pls giv me date", intent: "booking" },
  {
    message: "I have been served with a summons to appear before the Bo magistrate court on allegations of selling adulterated oil. I require representation.",
    intent: "area:criminal",
  },
  { message: "a fit pak mi okada na una ofis?", intent: "knowledge:Parking" },
  {
    message: "Does your firm handle claims against shipping lines for goods lost at sea? Two pallets of my black soap never arrived in Southampton.",
    intent: "area:shipping",
  },
  { message: "Kindly let me know the various means by which your chambers may be contacted.", intent: "contact" },
  { message: "want to make a will for my children. you do it?", intent: "area:family" },
  { message: "What kinds of work do you people do? Is it only court cases, or also papers for businesses?", intent: "services" },
  { message: "our group want bank account and licence for selling oil. you help?", intent: "area:business" },
  { message: "I wish to meet Isatu Bangura at her earliest convenience regarding my wife's cooperative. Could you arrange it?", intent: "booking" },
  { message: "Una de ep pipul wit wetin? Tel mi di kain wok una de du.", intent: "services" },
  { message: "phone number?", intent: "phone" },
  { message: "ok bye", intent: "goodbye" },
];
